import { useEffect, useState } from 'react';
import type { Variant } from '@/api/types';
import { DEFAULT_LANGUAGE, isLanguage, resolveLanguage, setLanguage, type Language } from '@/lib/i18n';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';

interface LanguageInput {
  /** The variant once app data is known; null while it loads. */
  variant: Variant | null;
  /** App data could not be loaded: show the error in the default language. */
  failed: boolean;
}

/**
 * The UI language: the user's choice, else the variant's; true once its catalogue is loaded. The
 * preferences store keeps it (for the next start too) and i18next follows. A signed-in user's language
 * saved in their profile (the switch saves it) is their choice on every device.
 */
export function useLanguage({ variant, failed }: LanguageInput): boolean {
  const chosen = usePreferences((state) => (state.languageChosen ? state.language : null));
  const fallback: Language | null = failed ? DEFAULT_LANGUAGE : null;
  const target = variant ? resolveLanguage(chosen, variant) : (chosen ?? fallback);
  const [ready, setReady] = useState(false);
  const saved = useSession((state) => state.user?.language ?? null);

  useEffect(() => {
    if (!target) return;
    let current = true;
    const done = () => current && setReady(true);
    usePreferences.getState().showLanguage(target);
    setLanguage(target).then(done, done);
    return () => {
      current = false;
    };
  }, [target]);

  // After the effect above: its showLanguage must not undo the saved choice.
  useEffect(() => {
    if (saved !== null && isLanguage(saved)) usePreferences.getState().chooseLanguage(saved);
  }, [saved]);

  return ready;
}
