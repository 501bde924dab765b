import { lazy, Suspense, type ComponentProps } from 'react';

/** The entries that no longer meet a rule: loaded apart from the tournament page's first load
 * (mostly there are none, and the panel then shows nothing), shown as soon as it arrives. */
const Lazy = lazy(() =>
  import('@/features/registrations/components/IneligiblePanel').then((module) => ({
    default: module.IneligiblePanel,
  })),
);

export function LazyIneligiblePanel(props: ComponentProps<typeof Lazy>) {
  return (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}
