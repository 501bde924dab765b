/**
 * The `registrations` i18next namespace (registration panels, dialogs and fees): its own JSON
 * chunk per language, loaded with the tournament page, so the sign-in page stays small.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, isLanguage, type Language } from '@/lib/i18n';

export const NS = 'registrations';

const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  sr: () => import('@/locales/sr/registrations.json'),
  en: () => import('@/locales/en/registrations.json'),
};

/** Adds the namespace's catalogue of a language (loading its chunk the first time). */
export async function loadRegistrationsNamespace(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, NS)) return;
  const { default: catalogue } = await loaders[language]();
  i18n.addResourceBundle(language, NS, catalogue);
}

/** True once the namespace of the current UI language is available (loads it when not). */
export function useRegistrationsNamespace(): boolean {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  const [, setLoaded] = useState(0);
  const ready = !isLanguage(language) || instance.hasResourceBundle(language, NS);
  useEffect(() => {
    if (ready || !isLanguage(language)) return;
    let current = true;
    void loadRegistrationsNamespace(language).then(() => {
      if (current) setLoaded((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [language, ready]);
  return ready;
}
