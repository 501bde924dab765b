import type { Tournament } from '@/api/types';
import { EntryLimitsPanel } from '@/features/registrations/components/EntryLimitsPanel';
import { useRegistrationsNamespace } from '@/features/registrations/i18n';

/** The caps and quotas panel on a page that does not load the registrations' strings itself
 * (the tournament's form): shown once they are there. */
export function EntryLimitsSection({ tournament }: { tournament: Tournament }) {
  const ready = useRegistrationsNamespace();
  return ready ? <EntryLimitsPanel tournament={tournament} /> : null;
}
