import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Tournament } from '@/api/types';
import { QueryState } from '@/components/QueryState';
import { ClubFeesPanel } from '@/features/fees/components/ClubFeesPanel';
import { DeductionsPanel } from '@/features/fees/components/DeductionsPanel';
import { FeePanel } from '@/features/fees/components/FeePanel';
import { listPeople } from '@/features/people/api/list-people';
import { peopleKeys } from '@/features/people/api/keys';
import { getClubRegistrations } from '@/features/registrations/api/get-club-registrations';
import { registrationKeys } from '@/features/registrations/api/keys';
import { AllRegistrationsPanels } from '@/features/registrations/components/AllRegistrationsPanels';
import { CompetitorsPanel } from '@/features/registrations/components/CompetitorsPanel';
import { HistoryPanel } from '@/features/registrations/components/HistoryPanel';
import { StaffPanel } from '@/features/registrations/components/StaffPanel';
import { TeamsPanel } from '@/features/registrations/components/TeamsPanel';
import { useRegistrationsNamespace } from '@/features/registrations/i18n';
import { canChangeRegistrations } from '@/features/registrations/rules';
import { viewerOf } from '@/lib/permissions';
import { useAppData } from '@/stores/app-data';
import { useSession } from '@/stores/session';

/** The registration panels of the tournament page for the signed-in user's own club. */
export function RegistrationPanels({ tournament }: { tournament: Tournament }) {
  const ready = useRegistrationsNamespace();
  const user = useSession((state) => state.user);
  const clubId = user?.club?.id ?? null;
  const showFee = useAppData((state) => state.features.registrationFee ?? true);
  if (!ready || !user) return null;
  return (
    <Stack gap="lg">
      {clubId !== null && <OwnClubPanels tournament={tournament} clubId={clubId} viewer={viewerOf(user)} />}
      {user.isAdmin && <AllRegistrationsPanels tournament={tournament} />}
      {user.isAdmin && <HistoryPanel tournament={tournament} />}
      {user.isAdmin && showFee && <ClubFeesPanel tournament={tournament} />}
      {user.isAdmin && showFee && <DeductionsPanel tournament={tournament} />}
    </Stack>
  );
}

interface OwnClubPanelsProps {
  tournament: Tournament;
  clubId: number;
  viewer: ReturnType<typeof viewerOf>;
}

function OwnClubPanels({ tournament, clubId, viewer }: OwnClubPanelsProps) {
  const registrations = useQuery({
    queryKey: registrationKeys.club(tournament.id, clubId),
    queryFn: () => getClubRegistrations(tournament.id, clubId),
  });
  const members = useQuery({
    queryKey: peopleKeys.list('Members', clubId),
    queryFn: () => listPeople('Members', clubId),
  });
  const canChange = canChangeRegistrations(viewer, clubId, tournament);
  const showFee = useAppData((state) => state.features.registrationFee ?? true);
  return (
    <QueryState query={registrations}>
      {(data) => (
        <Stack gap="lg">
          <CompetitorsPanel
            tournament={tournament}
            competitors={data.competitors}
            members={members.data?.items ?? []}
            canChange={canChange}
          />
          <TeamsPanel
            tournament={tournament}
            teams={data.teams}
            members={members.data?.items ?? []}
            canChange={canChange}
            isAdmin={viewer.isAdmin}
          />
          {(['coach', 'referee', 'official'] as const).map((kind) => (
            <StaffPanel
              key={kind}
              kind={kind}
              tournament={tournament}
              clubId={clubId}
              registered={{ coach: data.coaches, referee: data.referees, official: data.officials }[kind]}
              canChange={canChange}
            />
          ))}
          {showFee && <FeePanel fee={data.fee} competitors={data.competitors} teams={data.teams} />}
        </Stack>
      )}
    </QueryState>
  );
}
