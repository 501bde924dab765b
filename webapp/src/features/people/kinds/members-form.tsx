import { beltsFor } from '@/lib/belts';
import { toIsoDate } from '@/lib/format';
import { constraints } from '@/api/constraints';
import {
  emptyMember,
  memberBody,
  memberSchema,
  memberValuesOf,
  payOptions,
  type MemberValues,
} from '@/features/people/schemas/member';
import { memberPlainFields } from './member-plain-fields';
import { beltLabel } from './text';
import { nameRow } from './field-specs';
import { defineForm } from './types';

/**
 * The member form: names, date of birth, gender, belt, weight, medical certificate, licence
 * number and, for admins, the fee exceptions.
 */
export const memberForm = defineForm<'Members', MemberValues>({
  schema: (ctx) => memberSchema({ belts: beltsFor(ctx.variant) }),
  initialValues: (member) => (member ? memberValuesOf(member) : emptyMember()),
  toCreate: (values, ctx) => memberBody(values, ctx.maySetAlwaysPays),
  toUpdate: (values, ctx) => memberBody(values, ctx.maySetAlwaysPays),
  fields: [
    nameRow(),
    {
      name: 'born',
      label: 'people.born',
      type: 'date',
      required: true,
      min: () => constraints.earliestBirthDate,
      max: () => toIsoDate(new Date()),
    },
    {
      name: 'gender',
      label: 'people.gender',
      type: 'radio',
      required: true,
      options: (t) => [
        { value: 'male', label: t('people.male') },
        { value: 'female', label: t('people.female') },
      ],
    },
    {
      name: 'belt',
      label: 'people.belt',
      type: 'select',
      required: true,
      options: (t, ctx) => beltsFor(ctx.variant).map((belt) => ({ value: belt, label: beltLabel(t, belt) })),
    },
    [
      {
        name: 'weight',
        label: 'people.weight',
        type: 'number',
        min: 0,
        max: constraints.weightMax,
        decimalScale: constraints.weightDecimals,
      },
      { name: 'medicalValidUntil', label: 'people.medicalValidUntil', type: 'date', clearable: true },
    ],
    { name: 'licenceNumber', label: 'people.licenceNumber', type: 'text' },
    ...memberPlainFields.map((field) => ({ name: field.name, label: field.label, type: 'text' as const })),
    {
      name: 'noPay',
      label: 'people.noPay',
      type: 'checkbox',
      visible: (values, ctx) => payOptions(values, ctx.maySetAlwaysPays, ctx.maySetNoPay).showNoPay,
    },
    {
      name: 'alwaysPays',
      label: 'people.alwaysPays',
      type: 'checkbox',
      visible: (values, ctx) => payOptions(values, ctx.maySetAlwaysPays, ctx.maySetNoPay).showAlwaysPays,
    },
  ],
  serverFields: { isMale: 'gender' },
});
