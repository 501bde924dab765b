import '@/styles/components/NumberInput';
import '@/styles/components/Checkbox';
import '@/styles/components/Combobox';
import '@/styles/components/Radio';
import { Checkbox, Group, NumberInput, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UseFormReturnType } from '@mantine/form';
import { DateField } from '@/components/DateField';
import { beltsFor } from '@/lib/belts';
import { toIsoDate } from '@/lib/format';
import { EARLIEST_BIRTH_DATE } from '@/lib/validation';
import {
  emptyMember,
  memberBody,
  memberSchema,
  memberValuesOf,
  payOptions,
  type MemberValues,
} from '@/features/people/schemas/member';
import { beltLabel } from './text';
import { defineForm, type KindContext } from './types';

function MemberFields({ form, ctx }: { form: UseFormReturnType<MemberValues>; ctx: KindContext }) {
  const { t } = useTranslation();
  const values = form.getValues();
  const { showNoPay, showAlwaysPays } = payOptions(values, ctx.isAdmin);
  const belts = beltsFor(ctx.variant).map((belt) => ({ value: belt, label: beltLabel(t, belt) }));
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm">
        <TextInput label={t('people.firstName')} withAsterisk {...form.getInputProps('firstName')} />
        <TextInput label={t('people.lastName')} withAsterisk {...form.getInputProps('lastName')} />
      </SimpleGrid>
      <DateField
        label={t('people.born')}
        withAsterisk
        min={EARLIEST_BIRTH_DATE}
        max={toIsoDate(new Date())}
        value={values.born}
        onChange={(value) => form.setFieldValue('born', value)}
        error={form.errors.born}
      />
      <Radio.Group label={t('people.gender')} withAsterisk {...form.getInputProps('gender')}>
        <Group gap="lg" mt={6}>
          <Radio value="male" label={t('people.male')} />
          <Radio value="female" label={t('people.female')} />
        </Group>
      </Radio.Group>
      <Select
        label={t('people.belt')}
        data={belts}
        withAsterisk
        allowDeselect={false}
        {...form.getInputProps('belt')}
        value={values.belt || null}
        onChange={(belt: string | null) => form.setFieldValue('belt', belt ?? '')}
      />
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput label={t('people.weight')} min={0} max={500} decimalScale={1} {...form.getInputProps('weight')} />
        <DateField
          label={t('people.medicalValidUntil')}
          clearable
          value={values.medicalValidUntil}
          onChange={(value) => form.setFieldValue('medicalValidUntil', value)}
          error={form.errors.medicalValidUntil}
        />
      </SimpleGrid>
      <TextInput label={t('people.licenceNumber')} {...form.getInputProps('licenceNumber')} />
      {showNoPay && <Checkbox label={t('people.noPay')} {...form.getInputProps('noPay', { type: 'checkbox' })} />}
      {showAlwaysPays && (
        <Checkbox label={t('people.alwaysPays')} {...form.getInputProps('alwaysPays', { type: 'checkbox' })} />
      )}
    </Stack>
  );
}

/**
 * The member form: names, date of birth, gender, belt, weight, medical certificate, licence
 * number and, for admins, the fee exceptions.
 */
export const memberForm = defineForm<'Members', MemberValues>({
  schema: (ctx) => memberSchema({ belts: beltsFor(ctx.variant) }),
  initialValues: (member) => (member ? memberValuesOf(member) : emptyMember()),
  toCreate: (values, ctx) => memberBody(values, ctx.isAdmin),
  toUpdate: (values, ctx) => memberBody(values, ctx.isAdmin),
  Fields: MemberFields,
  serverFields: { isMale: 'gender' },
});
