import { constraints } from '@/api/constraints';
import '@/styles/components/NumberInput';
import '@/styles/components/Combobox';
import { Group, NumberInput, Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AGE_BY, type CategoryValues } from '@/features/categories/schemas/category';
import { beltKey, beltsFor } from '@/lib/belts';
import { useAppData } from '@/stores/app-data';

/** A category's optional age and belt limits (belts of the variant, white lowest). */
export function CategoryLimitFields({ form }: { form: UseFormReturnType<CategoryValues> }) {
  const { t } = useTranslation();
  const variant = useAppData((state) => state.variant);
  const belts = beltsFor(variant).map((belt) => ({ value: belt, label: t(beltKey(belt)) }));
  return (
    <>
      <Group grow align="flex-start">
        <NumberInput
          label={t('categories.minAge')}
          min={constraints.ageMin}
          max={constraints.ageMax}
          allowDecimal={false}
          {...form.getInputProps('minAge')}
        />
        <NumberInput
          label={t('categories.maxAge')}
          min={constraints.ageMin}
          max={constraints.ageMax}
          allowDecimal={false}
          {...form.getInputProps('maxAge')}
        />
      </Group>
      <Select
        label={t('categories.ageBy')}
        data={AGE_BY.map((value) => ({ value, label: t(`categories.ageBy${value}`) }))}
        allowDeselect={false}
        {...form.getInputProps('ageBy')}
      />
      <Group grow align="flex-start">
        <Select label={t('categories.minBelt')} data={belts} clearable {...form.getInputProps('minBelt')} />
        <Select label={t('categories.maxBelt')} data={belts} clearable {...form.getInputProps('maxBelt')} />
      </Group>
    </>
  );
}
