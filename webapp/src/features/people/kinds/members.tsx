import { Checkbox, Group, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UseFormReturnType } from '@mantine/form';
import { DateInput } from '@/components/DateInput';
import { beltsFor } from '@/lib/belts';
import { formatDate } from '@/lib/format';
import {
  emptyMember,
  memberBody,
  memberSchema,
  memberValuesOf,
  payOptions,
  type MemberValues,
} from '@/features/people/schemas/member';
import { beltLabel, genderLabel } from './text';
import { defineKind, type KindContext } from './types';

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
      <DateInput label={t('people.born')} withAsterisk {...form.getInputProps('born')} />
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
        onChange={(belt) => form.setFieldValue('belt', belt ?? '')}
      />
      {showNoPay && <Checkbox label={t('people.noPay')} {...form.getInputProps('noPay', { type: 'checkbox' })} />}
      {showAlwaysPays && (
        <Checkbox label={t('people.alwaysPays')} {...form.getInputProps('alwaysPays', { type: 'checkbox' })} />
      )}
    </Stack>
  );
}

/** Members: row number, picture, names, date of birth, gender, belt (product-spec §2). */
export const memberKind = defineKind({
  resource: 'Members',
  id: 'members',
  texts: {
    title: 'people.members',
    add: 'people.addMember',
    edit: 'people.editMember',
    created: 'people.memberCreated',
    updated: 'people.memberUpdated',
    deleted: 'people.memberDeleted',
    empty: 'people.noMembers',
  },
  columns: () => [
    { key: 'firstName', label: 'people.firstName', text: (member) => member.firstName },
    { key: 'lastName', label: 'people.lastName', text: (member) => member.lastName },
    { key: 'born', label: 'people.born', text: (member) => formatDate(member.born) },
    { key: 'gender', label: 'people.gender', text: (member, ctx) => genderLabel(ctx.t, member.isMale) },
    { key: 'belt', label: 'people.belt', text: (member, ctx) => beltLabel(ctx.t, member.belt) },
  ],
  schema: (ctx) => memberSchema({ belts: beltsFor(ctx.variant) }),
  initialValues: (member) => (member ? memberValuesOf(member) : emptyMember()),
  toCreate: (values, ctx) => memberBody(values, ctx.isAdmin),
  toUpdate: (values, ctx) => memberBody(values, ctx.isAdmin),
  Fields: MemberFields,
  serverFields: { isMale: 'gender' },
});
