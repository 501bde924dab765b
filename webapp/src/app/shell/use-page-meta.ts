import { useTranslation } from 'react-i18next';
import { crumbKeysOf, titleKeyOf, useRouteMatches, type Crumb } from '@/app/route-handle';
import { env } from '@/config/env';
import { useAppData } from '@/stores/app-data';

export interface PageMeta {
  title: string;
  crumbs: Crumb[];
  siteTitle: string;
}

/** Title and breadcrumbs of the current page, from the matched routes' handles. */
export function usePageMeta(): PageMeta {
  const matches = useRouteMatches();
  const { t } = useTranslation();
  const siteTitle = useAppData((state) => state.settings?.title) || env.defaultTitle;
  const titleKey = titleKeyOf(matches);
  return {
    title: titleKey ? t(titleKey) : '',
    crumbs: crumbKeysOf(matches).map(({ key, to }) => ({ label: t(key), to })),
    siteTitle,
  };
}

/** `Page - Site`, or the site title alone. */
export const documentTitle = (title: string, siteTitle: string): string =>
  title ? `${title} - ${siteTitle}` : siteTitle;
