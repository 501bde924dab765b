import { useTranslation } from 'react-i18next';
import { crumbKeysOf, titleKeyOf, useRouteMatches, type Crumb } from '@/app/route-handle';
import { env } from '@/config/env';
import { useAppData } from '@/stores/app-data';
import { titleLabelPath, titlePathOf, usePageLabels } from '@/stores/page-labels';

export interface PageMeta {
  title: string;
  crumbs: Crumb[];
  siteTitle: string;
}

/**
 * Title and breadcrumbs of the current page, from the matched routes' handles; a page may name
 * its path (usePageLabel: a tournament's name) instead of the route's generic label.
 */
export function usePageMeta(): PageMeta {
  const matches = useRouteMatches();
  const { t } = useTranslation();
  const siteTitle = useAppData((state) => state.settings?.title) || env.defaultTitle;
  const labels = usePageLabels((state) => state.labels);
  const titleKey = titleKeyOf(matches);
  const titlePath = titlePathOf(matches);
  const titleLabel = titlePath === undefined ? undefined : (labels[titleLabelPath(titlePath)] ?? labels[titlePath]);
  return {
    title: titleLabel ?? (titleKey ? t(titleKey) : ''),
    crumbs: crumbKeysOf(matches).map(({ key, to }) => ({ label: labels[to] ?? t(key), to })),
    siteTitle,
  };
}

/** `Page - Site`, or the site title alone. */
export const documentTitle = (title: string, siteTitle: string): string =>
  title ? `${title} - ${siteTitle}` : siteTitle;
