import { Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@/api/types';
import { ineligibleEntriesQuery } from '@/features/registrations/api/eligibility';
import { Panel } from '@/features/registrations/components/Panel';
import { NS } from '@/features/registrations/i18n';

/**
 * Entries that are no longer eligible (a member or a limit changed after entry), with the
 * reason: every club's for admins, the own club's for club users. Shown only when there are any.
 */
export function IneligiblePanel({ tournament, withClub }: { tournament: Tournament; withClub: boolean }) {
  const { t } = useTranslation(NS);
  const query = useQuery(ineligibleEntriesQuery(tournament.id));
  const entries = query.data ?? [];
  if (entries.length === 0) return null;
  return (
    <Panel title={t('eligibility.listTitle')} count={entries.length} testId="ineligible">
      <Table verticalSpacing={4} aria-label={t('eligibility.listTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('eligibility.entry')}</Table.Th>
            {withClub && <Table.Th>{t('competitors.club')}</Table.Th>}
            <Table.Th>{t('competitors.categories')}</Table.Th>
            <Table.Th>{t('eligibility.reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr
              key={`${entry.isTeam ? 't' : 'c'}${entry.registrationId}-${entry.category.id}-${entry.discipline.id}-${entry.rule}`}
            >
              <Table.Td>{entry.label}</Table.Td>
              {withClub && <Table.Td>{entry.club.name}</Table.Td>}
              <Table.Td>{`${entry.category.name}: ${entry.discipline.name}`}</Table.Td>
              <Table.Td>{entry.reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Panel>
  );
}
