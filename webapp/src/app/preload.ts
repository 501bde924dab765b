import { matchRoutes } from 'react-router';
import { appDataQuery, meQuery } from '@/app/api/bootstrap-queries';
import type { RouteHandle } from '@/app/route-handle';
import { routes } from '@/app/router';
import { startLanguage } from '@/lib/i18n';
import { preloaderOf } from '@/lib/lazy-route';
import { queryClient } from '@/lib/query-client';
import { usePreferences } from '@/stores/preferences';
import { useSession } from '@/stores/session';

const ignore = () => undefined;

/** Settles once the route modules `preloadPage` asked for have loaded (or failed: the route reports it when it renders). */
let routeModulesLoaded: Promise<unknown> = Promise.resolve();
export const routeModulesSettled = (): Promise<unknown> => routeModulesLoaded;

/**
 * Called once before the first render: asks for everything the page at `pathname` waits for at
 * the same time, instead of one after the other (app data and the user, then the catalogue, then
 * the shell's chunk, then the page's, then its data). The start-up queries, the catalogue of the
 * language shown last time (if any), the lazy route modules of the matched routes (with their catalogue
 * parts) and the data their `prefetch` names. The components then find them loaded or loading;
 * when a guess is wrong (a guard redirects, another language) it only cost a download.
 * The start-up waits for the route modules too (routeModulesSettled, use-bootstrap.ts): a page
 * whose module arrives after the shell would show a loader in the shell, and React holds back
 * the page that replaces it for up to 300 ms.
 */
export function preloadPage(pathname: string) {
  const { token, user } = useSession.getState();
  void queryClient.prefetchQuery(appDataQuery);
  if (token) void queryClient.prefetchQuery(meQuery);
  // None on a first visit: the app data's variant decides (use-language.ts), no guess is loaded.
  const { language } = usePreferences.getState();
  if (language) startLanguage(language).catch(ignore);
  const modules: Promise<unknown>[] = [];
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const preload = preloaderOf(match.route.element);
    if (preload) modules.push(preload().catch(ignore));
    (match.route.handle as RouteHandle | undefined)?.prefetch?.({
      params: match.params,
      user: token ? user : null,
      queryClient,
    });
  }
  routeModulesLoaded = Promise.all(modules);
}
