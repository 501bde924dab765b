import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member, Tournament } from '@/api/types';
import type { Column } from '@/components/DataTable';
import { deleteTeam } from '@/features/registrations/api/teams';
import type { TeamRegistration } from '@/features/registrations/api/types';
import { WithBrokenRules } from '@/features/registrations/components/BrokenRules';
import { entriesText, personName } from '@/features/registrations/components/categories-text';
import { RegistrationsPanel } from '@/features/registrations/components/RegistrationsPanel';
import { NS } from '@/features/registrations/i18n';

// Loads when the dialog first opens (RegistrationsPanel shows it in a Suspense).
const TeamDialog = lazy(() =>
  import('@/features/registrations/components/TeamDialog').then((module) => ({ default: module.TeamDialog })),
);

interface TeamsPanelProps {
  tournament: Tournament;
  clubId: number;
  teams: readonly TeamRegistration[];
  members: readonly Member[];
  canChange: boolean;
  isAdmin: boolean;
}

const teamName = (team: TeamRegistration) => team.members.map(personName).join(', ');
const withRules = (team: TeamRegistration) => (
  <WithBrokenRules
    name={teamName(team)}
    rules={team.brokenRules}
    overridden={team.overriddenRules}
    withdrawn={team.withdrawnAt != null}
  />
);

/** The club's registered teams with register, change and remove. */
export function TeamsPanel({ tournament, clubId, teams, members, canChange, isAdmin }: TeamsPanelProps) {
  const { t } = useTranslation(NS);
  const type = (team: TeamRegistration) => t(`teams.types.${team.type}`);
  const entries = (team: TeamRegistration) => entriesText(team, t('waiting.marker'));
  const columns: Column<TeamRegistration>[] = [
    { key: 'type', header: t('teams.type'), render: type, width: 96 },
    {
      key: 'members',
      header: t('teams.members'),
      render: withRules,
    },
    { key: 'club', header: t('competitors.club'), render: (row) => row.club.name },
    { key: 'categories', header: t('competitors.categories'), render: entries },
  ];
  return (
    <RegistrationsPanel
      tournamentId={tournament.id}
      rows={teams}
      canChange={canChange}
      texts="teams"
      testId="own-teams"
      columns={columns}
      card={(team) => ({ title: withRules(team), details: [type(team), entries(team)] })}
      rowName={teamName}
      remove={(team) => deleteTeam(team.id)}
      dialog={(registration, onClose) => (
        <TeamDialog
          tournament={tournament}
          clubId={clubId}
          members={members}
          registration={registration}
          isAdmin={isAdmin}
          onClose={onClose}
        />
      )}
    />
  );
}
