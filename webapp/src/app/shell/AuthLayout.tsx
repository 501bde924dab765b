import { Box, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AuthHighlights } from '@/app/shell/AuthHighlights';
import { LanguageSwitch } from '@/app/shell/LanguageSwitch';
import { SiteBrand } from '@/app/shell/SiteBrand';
import { MAIN_ID, SkipLink } from '@/app/shell/SkipLink';
import { FullPageLoader } from '@/components/FullPageLoader';
import { env } from '@/config/env';
import { useAppData } from '@/stores/app-data';
import classes from './AuthLayout.module.css';

/** Frame of the signed-out pages: a brand panel and the form, with the language switch. */
export default function AuthLayout() {
  const { t } = useTranslation();
  const settings = useAppData((state) => state.settings);
  return (
    <div className={classes.root}>
      <SkipLink />
      <aside className={classes.aside}>
        <SiteBrand inverted />
        <Stack gap="sm" maw={440}>
          <Title order={2} c="white" fz={32}>
            {settings?.description || t('app.tagline')}
          </Title>
          <AuthHighlights />
        </Stack>
        <Text size="sm" c="indigo.2">
          {t('app.copyright', { year: new Date().getFullYear(), title: settings?.title || env.defaultTitle })}
        </Text>
      </aside>
      <main className={classes.main} id={MAIN_ID} tabIndex={-1}>
        <div className={classes.topbar}>
          <Box hiddenFrom="md">
            <SiteBrand />
          </Box>
          <Box ml="auto">
            <LanguageSwitch />
          </Box>
        </div>
        <div className={classes.content}>
          <Suspense fallback={<FullPageLoader height={240} />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
