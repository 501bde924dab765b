import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languages } from '@/lib/i18n';
import { usePreferences } from '@/stores/preferences';

/** sr / en switch; the choice is remembered and wins over the variant's default language. */
export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  const chooseLanguage = usePreferences((state) => state.chooseLanguage);
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
            onClick={() => chooseLanguage(language)}
          >
            {t(`language.${language}`)}
          </Button>
        );
      })}
    </Button.Group>
  );
}
