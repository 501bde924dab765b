import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member, Tournament } from '@/api/types';
import type { Column } from '@/components/DataTable';
import { deleteCompetitor } from '@/features/registrations/api/competitors';
import type { CompetitorRegistration } from '@/features/registrations/api/types';
import { WithBrokenRules } from '@/features/registrations/components/BrokenRules';
import { entriesText, personName } from '@/features/registrations/components/categories-text';
import { RegistrationsPanel } from '@/features/registrations/components/RegistrationsPanel';
import { NS } from '@/features/registrations/i18n';

// Loads when the dialog first opens (RegistrationsPanel shows it in a Suspense).
const CompetitorDialog = lazy(() =>
  import('@/features/registrations/components/CompetitorDialog').then((module) => ({
    default: module.CompetitorDialog,
  })),
);

interface CompetitorsPanelProps {
  tournament: Tournament;
  clubId: number;
  competitors: readonly CompetitorRegistration[];
  members: readonly Member[];
  canChange: boolean;
}

const competitorName = (row: CompetitorRegistration) => personName(row.competitor);
const withRules = (row: CompetitorRegistration) => (
  <WithBrokenRules
    name={competitorName(row)}
    rules={row.brokenRules}
    overridden={row.overriddenRules}
    withdrawn={row.withdrawnAt != null}
  />
);

/** The club's registered competitors with register, change and remove. */
export function CompetitorsPanel({ tournament, clubId, competitors, members, canChange }: CompetitorsPanelProps) {
  const { t } = useTranslation(NS);
  const columns: Column<CompetitorRegistration>[] = [
    { key: 'number', header: t('competitors.number'), render: (row) => row.assignedNumber ?? '', width: 64 },
    {
      key: 'name',
      header: t('competitors.name'),
      render: withRules,
    },
    { key: 'club', header: t('competitors.club'), render: (row) => row.club.name },
    { key: 'categories', header: t('competitors.categories'), render: (row) => entries(row) },
  ];
  const entries = (row: CompetitorRegistration) => entriesText(row, t('waiting.marker'));
  const number = (row: CompetitorRegistration) =>
    row.assignedNumber === null ? null : `${t('competitors.number')}: ${row.assignedNumber}`;
  return (
    <RegistrationsPanel
      tournamentId={tournament.id}
      rows={competitors}
      canChange={canChange}
      texts="competitors"
      testId="own-competitors"
      columns={columns}
      card={(row) => ({ title: withRules(row), details: [entries(row), number(row)] })}
      rowName={competitorName}
      remove={(row) => deleteCompetitor(row.id)}
      dialog={(registration, onClose) => (
        <CompetitorDialog
          tournament={tournament}
          clubId={clubId}
          members={members}
          registeredIds={new Set(competitors.map((row) => row.competitorId))}
          registration={registration}
          onClose={onClose}
        />
      )}
    />
  );
}
