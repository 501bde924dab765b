import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { documentTitle, usePageMeta } from '@/app/shell/use-page-meta';
import { FullPageLoader } from '@/components/FullPageLoader';

/** The top route: keeps document.title as "page title - site title", scrolls new pages to the top. */
export function RootLayout() {
  const { title, siteTitle } = usePageMeta();
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    document.title = documentTitle(title, siteTitle);
  }, [title, siteTitle]);

  return (
    <Suspense fallback={<FullPageLoader />}>
      <Outlet />
    </Suspense>
  );
}
