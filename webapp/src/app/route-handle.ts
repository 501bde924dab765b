import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { Params } from 'react-router';
import type { User } from '@/api/types';

/** What a page's prefetch gets: the route's parameters and, when signed in, the stored user. */
export interface PrefetchContext {
  params: Params;
  user: User | null;
  queryClient: QueryClient;
}

/**
 * What a route tells the shell (its page title and its breadcrumb label, i18n keys) and the
 * start-up (`prefetch`: the data its first screen shows, asked for before its chunk arrives).
 */
export interface RouteHandle {
  title?: string;
  crumb?: string;
  prefetch?: (context: PrefetchContext) => void;
}

/** One matched route of the current location, outermost first. */
export interface MatchedRoute {
  pathname: string;
  handle?: RouteHandle | undefined;
}

export interface Crumb {
  label: string;
  to: string;
}

export const RouteMatchesContext = createContext<readonly MatchedRoute[]>([]);

/** The matched route chain of the current location (provided by AppRoutes). */
export const useRouteMatches = (): readonly MatchedRoute[] => useContext(RouteMatchesContext);

/** The deepest route's title key, if any route in the chain has one. */
export function titleKeyOf(matches: readonly MatchedRoute[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = matches[i]?.handle?.title;
    if (title) return title;
  }
  return undefined;
}

/**
 * Breadcrumbs from the matched chain: one per route with a crumb. A route on the same path as
 * its parent (an index route) replaces the parent's crumb; a repeated label keeps the deeper link.
 */
export function crumbKeysOf(matches: readonly MatchedRoute[]): { key: string; to: string }[] {
  const crumbs: { key: string; to: string }[] = [];
  for (const match of matches) {
    const key = match.handle?.crumb;
    if (!key) continue;
    const to = match.pathname.replace(/\/+$/, '') || '/';
    const last = crumbs[crumbs.length - 1];
    if (last && (last.to === to || last.key === key)) Object.assign(last, { key, to });
    else crumbs.push({ key, to });
  }
  return crumbs;
}
