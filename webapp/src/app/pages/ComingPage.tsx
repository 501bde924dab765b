import { ComingPanel } from '@/components/ComingPanel';

/** A page of the shell that is not built yet; title and breadcrumbs come from its route. */
export default function ComingPage() {
  return <ComingPanel />;
}
