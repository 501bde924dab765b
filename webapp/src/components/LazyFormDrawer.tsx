import { lazy, Suspense } from 'react';
import type { FormDrawerProps } from '@/components/FormDrawer';
import { useOpenedOnce } from '@/lib/use-opened-once';

const FormDrawer = lazy(() => import('@/components/FormDrawer').then((module) => ({ default: module.FormDrawer })));

/**
 * FormDrawer whose code (Drawer) loads when it first opens, and stays mounted afterwards; its
 * children may be lazy too (a form loaded with it): they show once loaded.
 */
export function LazyFormDrawer({ children, ...props }: FormDrawerProps) {
  const needed = useOpenedOnce(props.opened);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <FormDrawer {...props}>
        <Suspense fallback={null}>{children}</Suspense>
      </FormDrawer>
    </Suspense>
  );
}
