import { lazy, Suspense, type ComponentProps } from 'react';

/** Whether applications are open, or when they open by the clock: loaded apart from the
 * tournament page's first load (its clock and countdown are a few kilobytes the page's
 * budget has no room for), shown as soon as it arrives. */
const LazyBanner = lazy(() =>
  import('@/features/tournaments/components/ApplicationsBanner').then((module) => ({
    default: module.ApplicationsBanner,
  })),
);

export function ApplicationsBanner(props: ComponentProps<typeof LazyBanner>) {
  return (
    <Suspense fallback={null}>
      <LazyBanner {...props} />
    </Suspense>
  );
}
