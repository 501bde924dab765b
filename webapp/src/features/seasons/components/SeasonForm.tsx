import '@/styles/components/NumberInput';
import { ActionIcon, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Season, SeasonBody } from '@/api/types';
import { DateField } from '@/components/DateField';
import { FormActions } from '@/components/FormActions';
import { createSeason } from '@/features/seasons/api/create-season';
import { seasonKeys } from '@/features/seasons/api/keys';
import { updateSeason } from '@/features/seasons/api/update-season';
import { isApiError, type FieldErrors } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { errorText } from '@/lib/translate-message';

interface Row {
  place: number | string;
  points: number | string;
}

/** A new season's table: places as brackets give them (1, 2, 3, 5, 7). */
const NEW_TABLE: Row[] = [
  { place: 1, points: 10 },
  { place: 2, points: 7 },
  { place: 3, points: 5 },
  { place: 5, points: 3 },
  { place: 7, points: 1 },
];

/** An empty number field is a missing number: the server names it. */
const numberOrNull = (value: number | string): number | null => (typeof value === 'number' ? value : null);

export interface SeasonFormProps {
  /** The season to change; a new one without it. */
  season?: Season;
  onDone: () => void;
}

/**
 * A season's name, days and points table (a row per place). The server checks everything and
 * names each wrong field (a missing or negative place, dates in another season); nothing is
 * stored then.
 */
export function SeasonForm({ season, onDone }: SeasonFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(season?.name ?? '');
  const [startsOn, setStartsOn] = useState(season?.startsOn ?? '');
  const [endsOn, setEndsOn] = useState(season?.endsOn ?? '');
  const [rows, setRows] = useState<Row[]>(season?.points ?? NEW_TABLE);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: () => {
      const body = {
        name,
        startsOn,
        endsOn,
        points: rows.map((row) => ({ place: numberOrNull(row.place), points: numberOrNull(row.points) })),
      } as SeasonBody;
      return season ? updateSeason(season.id, body) : createSeason(body);
    },
    onSuccess: async () => {
      notify(t('seasons.saved'));
      await queryClient.invalidateQueries({ queryKey: seasonKeys.all });
      onDone();
    },
    onError: (error) => {
      setErrors(isApiError(error) ? error.fieldErrors : {});
      notify(errorText(error), 'error');
    },
  });
  const change = (index: number, changes: Partial<Row>) =>
    setRows((now) => now.map((row, i) => (i === index ? { ...row, ...changes } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('seasons.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          withAsterisk
        />
        <DateField label={t('seasons.startsOn')} value={startsOn} onChange={setStartsOn} error={errors.startsOn} />
        <DateField label={t('seasons.endsOn')} value={endsOn} onChange={setEndsOn} error={errors.endsOn} />
        <Text fw={600}>{t('seasons.points')}</Text>
        <Text size="sm" c="dimmed">
          {t('seasons.pointsHelp')}
        </Text>
        {errors.points && (
          <Text size="sm" c="red" role="alert">
            {errors.points}
          </Text>
        )}
        {rows.map((row, index) => (
          <Group key={index} align="flex-start" wrap="nowrap" data-testid="points-row">
            <NumberInput
              label={t('seasons.place')}
              value={row.place}
              onChange={(place) => change(index, { place })}
              allowDecimal={false}
              error={errors[`points.${index}.place`]}
            />
            <NumberInput
              label={t('seasons.placePoints')}
              value={row.points}
              onChange={(points) => change(index, { points })}
              allowDecimal={false}
              error={errors[`points.${index}.points`]}
            />
            <ActionIcon
              mt={28}
              variant="subtle"
              color="red"
              aria-label={t('seasons.removeRow', { place: row.place })}
              onClick={() => setRows((now) => now.filter((_row, i) => i !== index))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => setRows((now) => [...now, { place: '', points: '' }])}
          >
            {t('seasons.addRow')}
          </Button>
        </Group>
        <FormActions onCancel={onDone} saving={save.isPending} />
      </Stack>
    </form>
  );
}
