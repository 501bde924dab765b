import '@/styles/components/Checkbox';
import { Checkbox, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NS } from '@/features/registrations/i18n';
import type { CategoryChoice, CategoryOption } from '@/features/registrations/api/types';

interface CategoryChoicesProps {
  options: readonly CategoryOption[];
  value: readonly CategoryChoice[];
  onChange: (value: CategoryChoice[]) => void;
  error?: string | null;
  /** Options with a reason stay enabled (an admin may override); else they are disabled. */
  allowIneligible?: boolean;
}

/**
 * Categories as checkboxes; a chosen category shows its disciplines to tick. An option the
 * member may not take shows the server's reasons (its description: on screen and for screen readers, and on
 * hover) and is disabled unless `allowIneligible`.
 */
export function CategoryChoices({ options, value, onChange, error, allowIneligible = false }: CategoryChoicesProps) {
  const { t } = useTranslation(NS);
  const why = (reasons: readonly string[]) => (reasons.length > 0 ? reasons.join(' ') : undefined);
  const chosen = (id: number) => value.find((choice) => choice.id === id);
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...value, { id, disciplines: [] }] : value.filter((choice) => choice.id !== id));
  const setDisciplines = (id: number, disciplines: string[]) =>
    onChange(value.map((choice) => (choice.id === id ? { id, disciplines: disciplines.map(Number) } : choice)));

  if (options.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('choice.noOptions')}
      </Text>
    );
  return (
    <Stack gap="xs" role="group" aria-label={t('choice.categories')}>
      <Text fw={500} size="sm">
        {t('choice.categories')}
      </Text>
      {options.map((option) => {
        const choice = chosen(option.id);
        const reason = why(option.reasons);
        return (
          <Paper key={option.id} withBorder p="xs">
            <Checkbox
              label={option.name}
              description={reason}
              title={reason}
              disabled={Boolean(reason) && !allowIneligible && !choice}
              checked={Boolean(choice)}
              onChange={(event) => toggle(option.id, event.currentTarget.checked)}
            />
            {choice ? (
              <Checkbox.Group
                mt="xs"
                ml="lg"
                label={t('choice.disciplines', { category: option.name })}
                value={choice.disciplines.map(String)}
                onChange={(next) => setDisciplines(option.id, next)}
                error={choice.disciplines.length === 0 && error ? error : undefined}
              >
                <Stack gap={6} mt={4}>
                  {option.disciplines.map((discipline) => {
                    const own = why(discipline.reasons.filter((r) => !option.reasons.includes(r)));
                    const blocked = discipline.reasons.length > 0 && !allowIneligible;
                    const ticked = choice.disciplines.includes(discipline.id);
                    return (
                      <Checkbox
                        key={discipline.id}
                        value={String(discipline.id)}
                        label={discipline.name}
                        description={own}
                        title={own}
                        disabled={blocked && !ticked}
                      />
                    );
                  })}
                </Stack>
              </Checkbox.Group>
            ) : null}
          </Paper>
        );
      })}
      {error && value.length === 0 ? (
        <Text c="red" size="sm">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
