import { useEffect } from 'react';
import { clearPageLabel, setPageLabel } from '@/stores/page-labels';

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
