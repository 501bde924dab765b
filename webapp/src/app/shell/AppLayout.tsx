import '@/styles/app';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { HeaderBar } from '@/app/shell/HeaderBar';
import { PageHeader } from '@/app/shell/PageHeader';
import { Sidebar } from '@/app/shell/Sidebar';
import { MAIN_ID, SkipLink } from '@/app/shell/SkipLink';
import { useConfirmRequest } from '@/components/confirm';
import { FullPageLoader } from '@/components/FullPageLoader';
import { useOpenedOnce } from '@/lib/use-opened-once';

// Loaded with the first confirmation question (confirmAction), not with every page.
const ConfirmDialog = lazy(() => import('@/components/ConfirmDialog'));

/** The signed-in frame: header, sidebar (a drawer on phones), page header and the page. */
export default function AppLayout() {
  const [menuOpened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const confirmNeeded = useOpenedOnce(useConfirmRequest((request) => request !== null));

  useEffect(close, [pathname, close]);

  return (
    <>
      <SkipLink />
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: 272, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
        padding={{ base: 'md', md: 'xl' }}
        styles={{ main: { background: 'var(--mantine-color-gray-0)' } }}
      >
        <AppShell.Header>
          <HeaderBar menuOpened={menuOpened} onToggleMenu={toggle} />
        </AppShell.Header>
        <AppShell.Navbar>
          <Sidebar />
        </AppShell.Navbar>
        <AppShell.Main id={MAIN_ID} tabIndex={-1}>
          <PageHeader />
          <Suspense fallback={<FullPageLoader height={240} />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
      {confirmNeeded && (
        <Suspense fallback={null}>
          <ConfirmDialog />
        </Suspense>
      )}
    </>
  );
}
