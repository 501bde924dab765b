import { useEffect } from 'react';
import { clearPageLabel, setPageLabel, titleLabelPath } from '@/stores/page-labels';

/**
 * Shows `label` (a tournament's or club's name) as the page title and breadcrumb of `path`
 * while the calling component is mounted; nothing while the label is not known yet.
 */
export function usePageLabel(path: string, label: string | null | undefined): void {
  useEffect(() => {
    if (!label) return undefined;
    setPageLabel(path, label);
    return () => clearPageLabel(path, label);
  }, [path, label]);
}

/** Shows `title` as the page title of `path` instead of its label (the crumb stays). */
export const usePageTitle = (path: string, title: string | null | undefined): void =>
  usePageLabel(titleLabelPath(path), title);
