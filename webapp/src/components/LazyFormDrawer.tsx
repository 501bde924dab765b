import { lazy, Suspense } from 'react';
import type { FormDrawerProps } from '@/components/FormDrawer';
import { FullPageLoader } from '@/components/FullPageLoader';
import { useOpenedOnce } from '@/lib/use-opened-once';

const FormDrawer = lazy(() => import('@/components/FormDrawer').then((module) => ({ default: module.FormDrawer })));

/**
 * FormDrawer whose code (Drawer) loads when it first opens, and stays mounted afterwards; its
 * children may be lazy too (a form loaded with it): a loader stands in until they are there.
 */
export function LazyFormDrawer({ children, ...props }: FormDrawerProps) {
  const needed = useOpenedOnce(props.opened);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <FormDrawer {...props}>
        <Suspense fallback={<FullPageLoader height={240} />}>{children}</Suspense>
      </FormDrawer>
    </Suspense>
  );
}
