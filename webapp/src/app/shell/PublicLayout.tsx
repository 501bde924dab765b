import '@/styles/app';
import { Anchor, Box, Container, Group } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitch } from '@/app/shell/LanguageSwitch';
import { SiteBrand } from '@/app/shell/SiteBrand';
import { MAIN_ID, SkipLink } from '@/app/shell/SkipLink';
import { FullPageLoader } from '@/components/FullPageLoader';
import { paths } from '@/config/paths';
import { useSession } from '@/stores/session';

/** Frame of the public pages (signed in or not): brand, language switch, a way into the app. */
export default function PublicLayout() {
  const { t } = useTranslation();
  const signedIn = useSession((state) => state.user !== null);
  return (
    <Box mih="100vh">
      <SkipLink />
      <Box component="header" py="sm" px="md" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        {/* On a phone a long site name takes the first line, the links and languages the next. */}
        <Group justify="space-between" gap="xs">
          <SiteBrand />
          <Group gap="sm" wrap="nowrap" ml="auto">
            <Anchor component={Link} to={signedIn ? paths.home : paths.login} size="sm">
              {t(signedIn ? 'events.toApp' : 'events.signIn')}
            </Anchor>
            <LanguageSwitch />
          </Group>
        </Group>
      </Box>
      <Container component="main" id={MAIN_ID} tabIndex={-1} size="lg" py="md" px={{ base: 'sm', sm: 'md' }}>
        <Suspense fallback={<FullPageLoader height={240} />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
