import { Box, Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { updateProfile } from '@/features/auth/api/update-profile';
import { languages, type Language } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';

/**
 * sr / sr-Cyrl / en switch, named in full from the xs breakpoint up and by short names on
 * phones; the accessible name holds both ("English, EN"), so it contains the visible label at
 * every width (WCAG 2.5.3, axe's label-content-name-mismatch). The choice is remembered and wins
 * over the variant's default language. Signed in, it is saved in the profile too
 * (PUT /api/profile {language}): mails come in it.
 */
export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  const chooseLanguage = usePreferences((state) => state.chooseLanguage);
  const signedIn = useSession((state) => state.user !== null);
  const save = useMutation({
    mutationFn: (language: Language) => updateProfile({ language }),
    onSuccess: (updated) => useSession.getState().setUser(updated),
    onError: () => notify(t('auth.languageNotSaved'), 'error'),
  });
  const choose = (language: Language) => {
    chooseLanguage(language);
    if (signedIn) save.mutate(language);
  };
  return (
    <Button.Group aria-label={t('nav.language')} w={fullWidth ? '100%' : undefined}>
      {languages.map((language) => {
        const active = i18n.language === language;
        return (
          <Button
            key={language}
            size="compact-sm"
            fullWidth={fullWidth}
            variant={active ? 'filled' : 'default'}
            aria-pressed={active}
            lang={language}
            aria-label={t('languageButton', {
              name: t(`language.${language}`),
              short: t(`languageShort.${language}`),
            })}
            onClick={() => choose(language)}
          >
            <Box component="span" visibleFrom="xs">
              {t(`language.${language}`)}
            </Box>
            <Box component="span" hiddenFrom="xs">
              {t(`languageShort.${language}`)}
            </Box>
          </Button>
        );
      })}
    </Button.Group>
  );
}
