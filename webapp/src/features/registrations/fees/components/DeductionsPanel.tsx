import { constraints } from '@/api/constraints';
import '@/styles/components/Combobox';
import '@/styles/components/NumberInput';
import { Button, Group, NumberInput, Select, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tournament } from '@/api/types';
import { DataTable, type Column } from '@/components/DataTable';
import { FormError } from '@/components/FormError';
import { QueryState } from '@/components/QueryState';
import { clubsQuery } from '@/api/clubs/list-clubs';
import { clubsForDeduction, isValidDeduction } from '@/features/registrations/fees/deductions';
import { createDeduction, deductionsQuery, deleteDeduction } from '@/features/registrations/fees/deductions-api';
import { registrationKeys, registrationListKeys } from '@/features/registrations/api/keys';
import type { ClubDeduction } from '@/features/registrations/api/types';
import { Panel } from '@/features/registrations/components/Panel';
import { RegistrationActions } from '@/features/registrations/components/RegistrationActions';
import { NS } from '@/features/registrations/i18n';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useServerErrorMessage } from '@/lib/use-server-error-message';

// The change dialog (its form and Modal) loads when it first opens.
const DeductionDialog = lazy(() =>
  import('@/features/registrations/fees/components/DeductionDialog').then((module) => ({
    default: module.DeductionDialog,
  })),
);

/** Admins: per-club percentage deductions of the tournament's fee: add, change, remove. */
export function DeductionsPanel({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const deductions = useQuery(deductionsQuery(tournament.id));
  const clubs = useQuery(clubsQuery());
  const [clubId, setClubId] = useState<string | null>(null);
  const [value, setValue] = useState<number | string>('');
  const [showErrors, setShowErrors] = useState(false);
  const [editing, setEditing] = useState<ClubDeduction | null>(null);
  const dialogNeeded = useOpenedOnce(editing !== null);
  // A deduction changes fees only: the deductions, every club's fees and the club views' fees.
  const refresh = () =>
    Promise.all(
      [
        registrationListKeys.deductions(tournament.id),
        registrationListKeys.fees(tournament.id),
        registrationKeys.clubs(tournament.id),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );

  const create = useMutation({
    mutationFn: () =>
      createDeduction({ clubId: Number(clubId), deduction: Number(value), tournamentId: tournament.id }),
    onSuccess: async () => {
      notify(t('deductions.created'));
      setClubId(null);
      setValue('');
      setShowErrors(false);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (deduction: ClubDeduction) => deleteDeduction(deduction.id),
    onSuccess: async () => {
      notify(t('deductions.removed'));
      await refresh();
    },
    onError: (error) => notify(errorText(error), 'error'),
  });
  const serverError = useServerErrorMessage(create.error, []);

  const items = deductions.data?.items ?? [];
  const allClubs = clubs.data?.items ?? [];
  const clubName = (id: number) => allClubs.find((club) => club.id === id)?.name ?? `#${id}`;
  const offered = clubsForDeduction(allClubs, items);
  const submit = () => {
    setShowErrors(true);
    if (!clubId || !isValidDeduction(value)) return;
    create.mutate();
  };

  const columns: Column<ClubDeduction>[] = [
    { key: 'club', header: t('deductions.club'), render: (row) => clubName(row.clubId) },
    { key: 'deduction', header: t('deductions.deduction'), render: (row) => `${row.deduction} %`, width: 140 },
    {
      key: 'actions',
      header: '',
      width: 96,
      render: (row) => (
        <RegistrationActions
          name={clubName(row.clubId)}
          onEdit={() => setEditing(row)}
          onRemove={() => remove.mutateAsync(row).catch(() => undefined)}
          removing={remove.isPending && remove.variables.id === row.id}
          removeTitle={t('deductions.removeTitle')}
          removeMessage={t('deductions.removeMessage', { club: clubName(row.clubId) })}
        />
      ),
    },
  ];

  return (
    <Panel title={t('deductions.title')} count={deductions.data?.total} testId="deductions">
      <Stack>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Group align="flex-start">
            <Select
              label={t('deductions.club')}
              data={offered.map((club) => ({ value: String(club.id), label: club.name }))}
              value={clubId}
              onChange={setClubId}
              searchable
              required
              w={280}
              error={showErrors && !clubId ? t('deductions.selectClub') : undefined}
            />
            <NumberInput
              label={t('deductions.deduction')}
              value={value}
              onChange={setValue}
              min={constraints.deductionMin}
              max={constraints.deductionMax}
              allowDecimal={false}
              allowNegative={false}
              required
              w={160}
              error={showErrors && !isValidDeduction(value) ? t('deductions.range') : undefined}
            />
            <Button type="submit" mt={25} loading={create.isPending}>
              {t('deductions.add')}
            </Button>
          </Group>
        </form>
        <FormError message={serverError} />
        <QueryState query={deductions}>
          {() => (
            <DataTable
              columns={columns}
              rows={items}
              rowKey={(row) => row.id}
              emptyText={t('deductions.empty')}
              label={t('deductions.title')}
              minWidth={320}
            />
          )}
        </QueryState>
      </Stack>
      {dialogNeeded && (
        <Suspense fallback={null}>
          <DeductionDialog
            deduction={editing}
            clubName={editing ? clubName(editing.clubId) : ''}
            onSaved={refresh}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </Panel>
  );
}
