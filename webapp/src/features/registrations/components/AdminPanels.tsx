/**
 * The admins' every-club panels of the tournament page, one group per tab, loaded apart from the
 * page (clubs never need them).
 */
import type { Tournament } from '@/api/types';
import { ClubFeesPanel } from '@/features/registrations/fees/components/ClubFeesPanel';
import { DeductionsPanel } from '@/features/registrations/fees/components/DeductionsPanel';
import { AllRegistrationsPanels } from '@/features/registrations/components/AllRegistrationsPanels';
import { AllStaffPanels } from '@/features/registrations/components/AllStaffPanels';
import { ClubsListPanel } from '@/features/registrations/components/ClubsListPanel';
import { EntryLimitsPanel } from '@/features/registrations/components/EntryLimitsPanel';
import { WaitingListPanel } from '@/features/registrations/components/WaitingListPanel';
import { HistoryPanel } from '@/features/registrations/components/HistoryPanel';
import { TournamentMoneyPanel } from '@/features/registrations/money/components/TournamentMoneyPanel';

export interface AdminPanelsProps {
  tournament: Tournament;
  /** The registration fee feature is on. */
  withFees: boolean;
}

/** Every club's competitors and teams, the clubs with registrations, the caps and the waiting list. */
export function AdminEntryPanels({ tournament, withFees }: AdminPanelsProps) {
  return (
    <>
      <AllRegistrationsPanels tournament={tournament} />
      <ClubsListPanel tournament={tournament} withFees={withFees} />
      <WaitingListPanel tournament={tournament} />
      <EntryLimitsPanel tournament={tournament} />
    </>
  );
}

/** Every club's coaches, referees and officials. */
export function AdminStaffPanels({ tournament }: AdminPanelsProps) {
  return <AllStaffPanels tournament={tournament} />;
}

/** The change history. */
export function AdminHistoryPanels({ tournament }: AdminPanelsProps) {
  return <HistoryPanel tournament={tournament} />;
}

/** Every club's fee, the clubs' cost deductions, invoices and payments (fee feature on). */
export function AdminFeePanels({ tournament }: AdminPanelsProps) {
  return (
    <>
      <ClubFeesPanel tournament={tournament} />
      <DeductionsPanel tournament={tournament} />
      <TournamentMoneyPanel tournament={tournament} />
    </>
  );
}
