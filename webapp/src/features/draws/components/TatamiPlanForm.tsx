import '@/styles/components/NumberInput';
import { ActionIcon, Button, Group, NumberInput, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tatamis } from '@/api/types';
import { LazyMultiSelect } from '@/components/LazyMultiSelect';
import { drawKeys } from '@/features/draws/api/keys';
import { officialChoicesQuery, setTatamis } from '@/features/draws/api/tatamis';
import { isApiError, type FieldErrors } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';

interface Row {
  number: number | string;
  startsAt: string;
  officialIds: string[];
  groupKeys: string[];
}

interface TatamiPlanFormProps {
  tournamentId: number;
  plan: Tatamis;
  /** The drawn groups to choose from, in the draws list's order. */
  groups: readonly { value: string; label: string }[];
  /** The names of the disciplines with a drawn group, by id. */
  disciplines: ReadonlyMap<number, string>;
}

const rowsOf = (plan: Tatamis): Row[] =>
  plan.tatamis.map((tatami) => ({
    number: tatami.number,
    startsAt: tatami.startsAt,
    officialIds: tatami.officials.map((official) => String(official.id)),
    groupKeys: tatami.groups.map((slot) => slot.groupKey),
  }));

const minutesOf = (plan: Tatamis) =>
  new Map<number, number | string>(plan.boutMinutes.map(({ disciplineId, minutes }) => [disciplineId, minutes]));

/** Admins: every tatami with its start, its groups in fighting order and its table officials
 * (users found by name), and the minutes a bout of each discipline takes, saved at once; the
 * server checks the plan and names each wrong field. */
export function TatamiPlanForm({ tournamentId, plan, groups, disciplines }: TatamiPlanFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(plan));
  const [minutes, setMinutes] = useState(() => minutesOf(plan));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [search, setSearch] = useState('');
  const found = useQuery(officialChoicesQuery(search)).data?.items ?? [];
  const names = useRef(new Map<string, string>()).current; // every user seen, so chosen ones keep their names
  for (const official of plan.tatamis.flatMap((tatami) => tatami.officials))
    names.set(String(official.id), official.name);
  for (const user of found) names.set(String(user.id), user.name);
  const people = [...names].map(([value, label]) => ({ value, label }));
  const save = useMutation({
    mutationFn: () =>
      setTatamis(tournamentId, {
        tatamis: rows.map((row) => ({
          number: Number(row.number),
          startsAt: row.startsAt,
          officialIds: row.officialIds.map(Number),
          groupKeys: row.groupKeys,
        })),
        boutMinutes: [...minutes].map(([disciplineId, value]) => ({ disciplineId, minutes: Number(value) })),
      }),
    onSuccess: (saved) => {
      setErrors({});
      setRows(rowsOf(saved));
      setMinutes(minutesOf(saved));
      queryClient.setQueryData(drawKeys.tatamis(tournamentId), saved);
      notify(t('draws.tatamis.saved'));
    },
    onError: (error) => {
      setErrors(isApiError(error) ? error.fieldErrors : {});
      notify(errorText(error), 'error');
    },
  });
  const change = (index: number, changes: Partial<Row>) =>
    setRows((now) => now.map((row, i) => (i === index ? { ...row, ...changes } : row)));
  const add = () =>
    setRows((now) => [
      ...now,
      {
        number: Math.max(0, ...now.map((row) => Number(row.number) || 0)) + 1,
        startsAt: now.at(-1)?.startsAt ?? plan.tatamis.at(-1)?.startsAt ?? '09:00',
        officialIds: [],
        groupKeys: [],
      },
    ]);
  return (
    <Stack gap="md">
      {rows.map((row, index) => {
        const field = (name: string) => errors[`tatamis.${index}.${name}`];
        return (
          <Paper key={index} withBorder p="md" data-testid="tatami-form">
            <Stack gap="xs">
              <Group align="flex-end" justify="space-between">
                <NumberInput
                  label={t('draws.tatamis.numberLabel')}
                  value={row.number}
                  onChange={(number) => change(index, { number })}
                  min={1}
                  allowDecimal={false}
                  allowNegative={false}
                  error={field('number')}
                  w={140}
                />
                <TextInput
                  type="time"
                  label={t('draws.tatamis.startsAtLabel')}
                  value={row.startsAt}
                  onChange={(event) => change(index, { startsAt: event.currentTarget.value })}
                  error={field('startsAt')}
                  w={140}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('draws.tatamis.remove', { number: row.number })}
                  onClick={() => setRows((now) => now.filter((_row, i) => i !== index))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              <LazyMultiSelect
                label={t('draws.tatamis.groups')}
                data={[...groups]}
                value={row.groupKeys}
                onChange={(groupKeys) => change(index, { groupKeys })}
                searchable
                error={field('groupKeys')}
              />
              <LazyMultiSelect
                label={t('draws.tatamis.officials')}
                description={t('draws.tatamis.officialsHelp')}
                data={people}
                value={row.officialIds}
                onChange={(officialIds) => change(index, { officialIds })}
                searchable
                searchValue={search}
                onSearchChange={setSearch}
                error={field('officialIds')}
              />
            </Stack>
          </Paper>
        );
      })}
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Text fw={600}>{t('draws.tatamis.boutMinutes')}</Text>
          <Text size="sm" c="dimmed">
            {t('draws.tatamis.boutMinutesHelp')}
          </Text>
          <Group>
            {[...minutes].map(([disciplineId, value]) => (
              <NumberInput
                key={disciplineId}
                label={disciplines.get(disciplineId) ?? String(disciplineId)}
                value={value}
                onChange={(next) => setMinutes((now) => new Map(now).set(disciplineId, next))}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                error={errors[`boutMinutes.${disciplineId}`]}
                w={160}
              />
            ))}
          </Group>
        </Stack>
      </Paper>
      <Group>
        <Button variant="default" leftSection={<IconPlus size={16} />} onClick={add}>
          {t('draws.tatamis.add')}
        </Button>
        <Button loading={save.isPending} onClick={() => save.mutate()}>
          {t('draws.tatamis.save')}
        </Button>
      </Group>
    </Stack>
  );
}
