import { Button, Group, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeopleResource, Tournament } from '@/api/types';
import { ConfirmButton } from '@/components/ConfirmButton';
import { DataTable, type Column } from '@/components/DataTable';
import { LazySelect } from '@/components/LazySelect';
import { peopleListQuery } from '@/api/people/list-people';
import { registrationKeys } from '@/features/registrations/api/keys';
import { deleteStaff, registerStaff, type StaffKind } from '@/features/registrations/api/staff';
import type { TournamentPerson } from '@/features/registrations/api/types';
import { personName } from '@/features/registrations/components/categories-text';
import { Panel } from '@/features/registrations/components/Panel';
import { NS } from '@/features/registrations/i18n';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';
import { IconTrash } from '@tabler/icons-react';

const resources: Record<StaffKind, PeopleResource> = { coach: 'Coaches', referee: 'Referees', official: 'Officials' };

interface StaffPanelProps {
  kind: StaffKind;
  tournament: Tournament;
  clubId: number;
  registered: readonly TournamentPerson[];
  canChange: boolean;
}

/** A club's coaches, referees or officials registered for the tournament: pick, register, remove. */
export function StaffPanel({ kind, tournament, clubId, registered, canChange }: StaffPanelProps) {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const resource = resources[kind];
  const people = useQuery({ ...peopleListQuery(resource, clubId), enabled: canChange });
  const [chosen, setChosen] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: registrationKeys.tournament(tournament.id) });
  const add = useMutation({
    mutationFn: (personId: number) => registerStaff(tournament.id, kind, personId),
    onSuccess: async () => {
      notify(t('staff.created'));
      setChosen(null);
      await refresh();
    },
    onError: (error) => notify(errorText(error), 'error'),
  });
  const remove = useMutation({
    mutationFn: (personId: number) => deleteStaff(tournament.id, kind, personId),
    onSuccess: async () => {
      notify(t('staff.removed'));
      await refresh();
    },
    onError: (error) => notify(errorText(error), 'error'),
  });

  const registeredIds = new Set(registered.map((row) => row.personId));
  const columns: Column<TournamentPerson>[] = [
    { key: 'number', header: '#', render: (_, index) => index + 1, width: 56 },
    { key: 'name', header: t('staff.name'), render: (row) => personName(row) },
  ];
  if (canChange) {
    columns.push({
      key: 'actions',
      header: <VisuallyHidden>{t('remove')}</VisuallyHidden>,
      width: 64,
      render: (row) => (
        <Group justify="flex-end">
          <ConfirmButton
            label={`${t('remove')}: ${personName(row)}`}
            icon={<IconTrash size={18} />}
            loading={remove.isPending && remove.variables === row.personId}
            confirm={{
              title: t('staff.removeTitle'),
              message: t('staff.removeMessage', { name: personName(row) }),
              confirmLabel: t('remove'),
            }}
            onConfirm={() => remove.mutateAsync(row.personId).catch(() => undefined)}
          />
        </Group>
      ),
    });
  }

  const title = t(`staff.title.${kind}`);
  return (
    <Panel title={title} count={registered.length} testId={`own-${kind}-registrations`}>
      {canChange && (
        <Group align="flex-end" mb="sm">
          <LazySelect
            label={t(`staff.person.${kind}`)}
            data={(people.data?.items ?? []).map((person) => ({
              value: String(person.id),
              label: personName(person),
              disabled: registeredIds.has(person.id),
            }))}
            value={chosen}
            onChange={setChosen}
            searchable
            style={{ flex: 1, maxWidth: 360 }}
          />
          <Button disabled={!chosen} loading={add.isPending} onClick={() => chosen && add.mutate(Number(chosen))}>
            {t('staff.register')}
          </Button>
        </Group>
      )}
      <DataTable
        columns={columns}
        rows={registered}
        rowKey={(row) => row.id}
        emptyText={t('staff.empty')}
        label={title}
        minWidth={320}
      />
    </Panel>
  );
}
