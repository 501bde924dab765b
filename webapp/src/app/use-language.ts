import { useEffect, useState } from 'react';
import type { Variant } from '@/api/types';
import { DEFAULT_LANGUAGE, languageForVariant, setLanguage, type Language } from '@/lib/i18n';
import { usePreferences } from '@/stores/preferences';

interface LanguageInput {
  /** The variant once app data is known; null while it loads. */
  variant: Variant | null;
  /** App data could not be loaded: show the error in the default language. */
  failed: boolean;
}

/** The UI language: the user's choice, else the variant's; true once its catalogue is loaded. */
export function useLanguage({ variant, failed }: LanguageInput): boolean {
  const chosen = usePreferences((state) => state.language);
  const fallback: Language | null = failed ? DEFAULT_LANGUAGE : null;
  const target = chosen ?? (variant ? languageForVariant(variant) : fallback);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!target) return;
    let current = true;
    const done = () => current && setReady(true);
    setLanguage(target).then(done, done);
    return () => {
      current = false;
    };
  }, [target]);

  return ready;
}
