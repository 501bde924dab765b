import { create } from 'zustand';

/**
 * Names of things shown instead of a route's generic title and breadcrumb, by path: the
 * tournament's name on `/tournaments/7` and in the crumbs of the pages below it.
 */
interface PageLabelsState {
  labels: Readonly<Record<string, string>>;
}

export const usePageLabels = create<PageLabelsState>()(() => ({ labels: {} }));

/** `/tournaments/7/` → `/tournaments/7`. */
export const normalizePath = (path: string): string => path.replace(/\/+$/, '') || '/';

/**
 * Where a page title that differs from the crumb is kept: the page title of `/tournaments/7/view/3`
 * is "tournament – club" while its crumb is the club's name.
 */
export const titleLabelPath = (path: string): string => `${normalizePath(path)}#title`;

export function setPageLabel(path: string, label: string): void {
  const key = normalizePath(path);
  usePageLabels.setState(({ labels }) => ({ labels: { ...labels, [key]: label } }));
}

/** Removes the label of a path, unless another page set a different one meanwhile. */
export function clearPageLabel(path: string, label: string): void {
  const key = normalizePath(path);
  usePageLabels.setState(({ labels }) => {
    if (labels[key] !== label) return { labels };
    const { [key]: _removed, ...rest } = labels;
    return { labels: rest };
  });
}

/** The path of the deepest matched route with a title (the route whose title the page shows). */
export function titlePathOf(
  matches: readonly { pathname: string; handle?: { title?: string } | undefined }[],
): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    if (match?.handle?.title) return normalizePath(match.pathname);
  }
  return undefined;
}
