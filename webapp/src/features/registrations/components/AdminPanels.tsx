/**
 * The admins' every-club panels of the tournament page, loaded apart from the page (clubs never
 * need them): the lists, clubs and history above the info panels, the fees below.
 */
import type { Tournament } from '@/api/types';
import { ClubFeesPanel } from '@/features/fees/components/ClubFeesPanel';
import { DeductionsPanel } from '@/features/fees/components/DeductionsPanel';
import { AllRegistrationsPanels } from '@/features/registrations/components/AllRegistrationsPanels';
import { AllStaffPanels } from '@/features/registrations/components/AllStaffPanels';
import { ClubsListPanel } from '@/features/registrations/components/ClubsListPanel';
import { HistoryPanel } from '@/features/registrations/components/HistoryPanel';

interface AdminPanelsProps {
  tournament: Tournament;
  /** The registration fee feature is on. */
  withFees: boolean;
}

/** Every club's competitors, teams and staff, the clubs with registrations and the change history. */
export function AdminListPanels({ tournament, withFees }: AdminPanelsProps) {
  return (
    <>
      <AllRegistrationsPanels tournament={tournament} />
      <AllStaffPanels tournament={tournament} />
      <ClubsListPanel tournament={tournament} withFees={withFees} />
      <HistoryPanel tournament={tournament} />
    </>
  );
}

/** Every club's fee and the clubs' cost deductions (fee feature on). */
export function AdminFeePanels({ tournament }: { tournament: Tournament }) {
  return (
    <>
      <ClubFeesPanel tournament={tournament} />
      <DeductionsPanel tournament={tournament} />
    </>
  );
}
