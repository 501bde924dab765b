import '@/styles/app';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { HeaderBar } from '@/app/shell/HeaderBar';
import { PageHeader } from '@/app/shell/PageHeader';
import { Sidebar } from '@/app/shell/Sidebar';
import { FullPageLoader } from '@/components/FullPageLoader';

/** The signed-in frame: header, sidebar (a drawer on phones), page header and the page. */
export default function AppLayout() {
  const [menuOpened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  useEffect(close, [pathname, close]);

  return (
    <ModalsProvider>
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
        <AppShell.Main>
          <PageHeader />
          <Suspense fallback={<FullPageLoader height={240} />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}
