import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LazyNumberInput } from '@/components/LazyNumberInput';
import { LazySelect } from '@/components/LazySelect';
import type { RefereeValues } from '@/features/auth/schemas/register';
import { constraints } from '@/api/constraints';
import { refereeRangs } from '@/lib/referee-rangs';
import type { RegisterForm } from './types';

/** Loads the dan and rank inputs' code ahead of the first referee row (PeopleStep). */
export const preloadRefereeFields = () => Promise.all([LazyNumberInput.preload(), LazySelect.preload()]);

/**
 * First and last name, dan (the server's range), rank, and "other rank" when the rank is OTHER. The number
 * input and the select load in their own chunks, not with the wizard's first step.
 */
export function RefereeFields({ form, index }: { form: RegisterForm; index: number }) {
  const { t } = useTranslation();
  const path = `referees.${index}` as const;
  const rang = form.getValues().referees[index]?.rang;
  const setRang = (value: string | null) => form.setFieldValue(`${path}.rang`, (value ?? '') as RefereeValues['rang']);

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('people.firstName')} withAsterisk {...form.getInputProps(`${path}.firstName`)} />
        <TextInput label={t('people.lastName')} withAsterisk {...form.getInputProps(`${path}.lastName`)} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <LazyNumberInput
          label={t('people.dan')}
          min={constraints.danMin}
          max={constraints.danMax}
          allowDecimal={false}
          allowNegative={false}
          withAsterisk
          {...form.getInputProps(`${path}.dan`)}
        />
        <LazySelect
          label={t('people.rang')}
          data={refereeRangs.map((value) => ({ value, label: t(`rang.${value}`) }))}
          withAsterisk
          allowDeselect={false}
          {...form.getInputProps(`${path}.rang`)}
          value={rang || null}
          onChange={setRang}
        />
        {rang === 'OTHER' && (
          <TextInput label={t('people.rangOther')} withAsterisk {...form.getInputProps(`${path}.rangOther`)} />
        )}
      </SimpleGrid>
    </Stack>
  );
}
