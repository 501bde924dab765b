import '@/styles/components/NumberInput';
import { Button, NumberInput, Stack, Table } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@/api/types';
import { FormError } from '@/components/FormError';
import { QueryState } from '@/components/QueryState';
import { registrationKeys } from '@/features/registrations/api/keys';
import type { EntryPlaces } from '@/features/registrations/api/types';
import { entryPlacesQuery, setEntryLimits } from '@/features/registrations/api/waiting-list';
import { Panel } from '@/features/registrations/components/Panel';
import { ScrollingTable } from '@/features/registrations/components/ScrollingTable';
import { NS } from '@/features/registrations/i18n';
import { limitRows, limitsBody, placeText, type LimitRow, type LimitValue } from '@/features/registrations/places';
import { notify } from '@/lib/notify';
import { useServerErrorMessage } from '@/lib/use-server-error-message';

/** Admins: the caps per category and discipline, each club's quota and the total cap. */
export function EntryLimitsPanel({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation(NS);
  const query = useQuery(entryPlacesQuery(tournament.id));
  return (
    <Panel title={t('limits.title')} testId="entry-limits">
      <QueryState query={query}>
        {(places) => <LimitsForm key={JSON.stringify(places)} tournamentId={tournament.id} places={places} />}
      </QueryState>
    </Panel>
  );
}

function LimitsForm({ tournamentId, places }: { tournamentId: number; places: EntryPlaces[] }) {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const total = places.find((p) => p.categoryId === null);
  const [totalCap, setTotalCap] = useState<LimitValue>(total?.cap ?? '');
  const [rows, setRows] = useState<LimitRow[]>(() => limitRows(places));
  const save = useMutation({
    mutationFn: () => setEntryLimits(tournamentId, limitsBody(totalCap, rows)),
    onSuccess: async () => {
      notify(t('limits.saved'));
      await queryClient.invalidateQueries({ queryKey: registrationKeys.tournament(tournamentId) });
    },
  });
  const error = useServerErrorMessage(save.error, []);
  const change = (index: number, field: 'cap' | 'quota', value: LimitValue) =>
    setRows((old) => old.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  const named = (row: LimitRow) =>
    places.find((p) => p.categoryId === row.categoryId && p.disciplineId === row.disciplineId);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Stack>
        <NumberInput
          label={t('limits.total')}
          description={total ? placeText(t, total) : undefined}
          value={totalCap}
          onChange={setTotalCap}
          allowDecimal={false}
          w={220}
        />
        <ScrollingTable
          label={t('limits.title')}
          headers={[t('limits.group'), t('limits.entered'), t('limits.cap'), t('limits.quota')]}
          maxHeight={420}
        >
          {rows.map((row, index) => {
            const found = named(row);
            const name = `${found?.disciplineName ?? ''} (${found?.categoryName ?? ''})`;
            return (
              <Table.Tr key={`${row.categoryId}:${row.disciplineId}`}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>
                  {t('limits.counts', { entered: found?.entered ?? 0, waiting: found?.waiting ?? 0 })}
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`${t('limits.cap')}: ${name}`}
                    value={row.cap}
                    onChange={(value) => change(index, 'cap', value)}
                    allowDecimal={false}
                    w={110}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`${t('limits.quota')}: ${name}`}
                    value={row.quota}
                    onChange={(value) => change(index, 'quota', value)}
                    allowDecimal={false}
                    w={110}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </ScrollingTable>
        <FormError message={error} />
        <Button type="submit" loading={save.isPending} w="fit-content">
          {t('limits.save')}
        </Button>
      </Stack>
    </form>
  );
}
