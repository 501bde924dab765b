import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@/api/types';
import { QueryState } from '@/components/QueryState';
import { peopleListQuery } from '@/api/people/list-people';
import { clubRegistrationsQuery } from '@/features/registrations/api/get-club-registrations';
import { ClubMoneyPanel } from '@/features/registrations/money/components/ClubMoneyPanel';
import { ClubInfoPanel } from '@/features/registrations/components/ClubInfoPanel';
import { CompetitorsPanel } from '@/features/registrations/components/CompetitorsPanel';
import { DisciplineOverview } from '@/features/registrations/components/DisciplineOverview';
import { LazyIneligiblePanel } from '@/features/registrations/components/LazyIneligiblePanel';
import { StaffPanel } from '@/features/registrations/components/StaffPanel';
import { TeamsPanel } from '@/features/registrations/components/TeamsPanel';
import { TournamentInfoPanel } from '@/features/registrations/components/TournamentInfoPanel';
import { NS, useRegistrationsNamespace } from '@/features/registrations/i18n';
import {
  tournamentCapabilitiesQuery,
  tournamentClubCapabilitiesQuery,
} from '@/api/tournaments/get-tournament-capabilities';
import { useAppData } from '@/stores/app-data';
import { useSession } from '@/stores/session';

/** Loaded apart from the page: most clubs have nothing waiting. */
const ClubWaitingPanel = lazy(() =>
  import('@/features/registrations/components/ClubWaitingPanel').then((module) => ({
    default: module.ClubWaitingPanel,
  })),
);

/** The registration panels of a club user's tournament page: the own club's, then the info panels. */
export function RegistrationPanels({ tournament }: { tournament: Tournament }) {
  const ready = useRegistrationsNamespace();
  const clubId = useSession((state) => state.user?.club?.id ?? null);
  if (!ready) return null;
  return (
    <Stack gap="lg">
      <LazyIneligiblePanel tournament={tournament} withClub={false} />
      {clubId !== null && <ClubRegistrationPanels tournament={tournament} clubId={clubId} />}
      <InfoPanels tournament={tournament} />
    </Stack>
  );
}

/**
 * The tournament's info panel (to whom the server shows it: getTournamentCapabilities'
 * tournamentInfo), the own club's info with its fee button, and the discipline overview.
 */
export function InfoPanels({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation(NS);
  const ready = useRegistrationsNamespace();
  const user = useSession((state) => state.user);
  const showFee = useAppData((state) => state.features.registrationFee ?? true);
  const capabilities = useQuery(tournamentCapabilitiesQuery(tournament.id)).data;
  if (!ready || !user) return null;
  const clubId = user.club?.id ?? null;
  return (
    <Stack gap="lg">
      {capabilities?.tournamentInfo && (
        <TournamentInfoPanel tournament={tournament} withFees={user.isAdmin && showFee} />
      )}
      {clubId !== null && (
        <ClubInfoPanel
          tournament={tournament}
          clubId={clubId}
          title={t('info.ownClub')}
          withFeeButton
          testId="own-club-info"
        />
      )}
      {capabilities?.disciplineOverview && <DisciplineOverview tournament={tournament} />}
    </Stack>
  );
}

interface ClubRegistrationPanelsProps {
  tournament: Tournament;
  clubId: number;
}

/**
 * One club's competitors, teams, coaches, referees and officials of the tournament, changeable
 * by whoever may (the own club on the tournament page, admins on the tournament club view).
 */
export function ClubRegistrationPanels({ tournament, clubId }: ClubRegistrationPanelsProps) {
  const user = useSession((state) => state.user);
  const registrations = useQuery(clubRegistrationsQuery(tournament.id, clubId));
  const members = useQuery(peopleListQuery('Members', clubId));
  const showFee = useAppData((state) => state.features.registrationFee ?? true);
  // No change button until the server says the user may (getTournamentClubCapabilities).
  const canChange = useQuery(tournamentClubCapabilitiesQuery(tournament.id, clubId)).data?.changeRegistrations ?? false;
  if (!user) return null;
  return (
    <QueryState query={registrations}>
      {(data) => (
        <Stack gap="lg">
          <CompetitorsPanel
            tournament={tournament}
            clubId={clubId}
            competitors={data.competitors}
            members={members.data?.items ?? []}
            canChange={canChange}
          />
          <Suspense fallback={null}>
            <ClubWaitingPanel tournamentId={tournament.id} clubId={clubId} />
          </Suspense>
          <TeamsPanel
            tournament={tournament}
            clubId={clubId}
            teams={data.teams}
            members={members.data?.items ?? []}
            canChange={canChange}
            isAdmin={user.isAdmin}
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
          {showFee && <ClubMoneyPanel tournament={tournament} clubId={clubId} />}
        </Stack>
      )}
    </QueryState>
  );
}
