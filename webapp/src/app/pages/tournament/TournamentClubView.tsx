import { Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/QueryState';
import { clubQuery } from '@/api/clubs/get-club';
import { ClubPanel } from '@/features/clubs/components/ClubPanel';
import { FeeButton } from '@/features/registrations/fees/components/FeeButton';
import { clubRegistrationsQuery } from '@/features/registrations/api/get-club-registrations';
import { ClubInfoPanel } from '@/features/registrations/components/ClubInfoPanel';
import { ClubRegistrationPanels } from '@/features/registrations/components/RegistrationPanels';
import { NS, useRegistrationsNamespace } from '@/features/registrations/i18n';
import { tournamentQuery } from '@/api/tournaments/get-tournament';
import { clubCapabilitiesQuery } from '@/api/clubs/get-club-capabilities';
import { usePageLabel, usePageTitle } from '@/lib/use-page-label';
import { useAppData } from '@/stores/app-data';
import { useSession } from '@/stores/session';

interface TournamentClubViewProps {
  tournamentId: number;
  clubId: number;
  /** The tournament page's path (`/tournaments/7` or `/tournament`): its crumb becomes the tournament's name. */
  tournamentPath: string;
  /** This page's path: its crumb becomes the club's name, its title "tournament – club". */
  path: string;
}

/**
 * One club in a tournament (admins, docs/product.md, Screens and routes): the editable club
 * panel, the club's info panel and its registration panels, with the fee preview in the header.
 */
export function TournamentClubView({ tournamentId, clubId, tournamentPath, path }: TournamentClubViewProps) {
  const { t } = useTranslation(NS);
  const ready = useRegistrationsNamespace();
  const user = useSession((state) => state.user);
  const showFee = useAppData((state) => state.features.registrationFee ?? true);
  const tournament = useQuery(tournamentQuery(tournamentId));
  const club = useQuery(clubQuery(clubId));
  const capabilities = useQuery(clubCapabilitiesQuery(clubId));
  const registrations = useQuery(clubRegistrationsQuery(tournamentId, clubId));
  const names = tournament.data && club.data ? { tournament: tournament.data.name, club: club.data.name } : null;
  usePageLabel(tournamentPath, tournament.data?.name);
  usePageLabel(path, club.data?.name);
  usePageTitle(path, ready && names ? t('clubView.title', names) : null);
  if (!ready || !user) return null;
  return (
    <QueryState query={tournament}>
      {(tournamentData) => (
        <QueryState query={club}>
          {(clubData) => (
            <Stack gap="lg">
              {showFee && registrations.data && (
                <Group justify="flex-end">
                  <FeeButton fee={registrations.data.fee} tournament={tournamentData} size="sm" />
                </Group>
              )}
              <ClubPanel club={clubData} canEdit={capabilities.data?.manage ?? false} />
              <ClubInfoPanel
                tournament={tournamentData}
                clubId={clubId}
                title={t('info.club')}
                withFeeButton={false}
                testId="club-info"
              />
              <ClubRegistrationPanels tournament={tournamentData} clubId={clubId} />
            </Stack>
          )}
        </QueryState>
      )}
    </QueryState>
  );
}
