/** The member form (docs/product.md, Validation and Permissions) and its request bodies. */
import * as z from 'zod/mini';
import type { Member, MemberCreate, MemberUpdate } from '@/api/types';
import { toIsoDate } from '@/lib/format';
import { memberPlainFields, plainText } from '@/features/people/kinds/member-plain-fields';
import { birthDate, isIsoDate, messages, numberOrNull, requiredText, weightField } from '@/lib/validation';

export type Gender = '' | 'male' | 'female';

export interface MemberValues extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD`, '' while empty. */
  born: string;
  gender: Gender;
  belt: string;
  noPay: boolean;
  alwaysPays: boolean;
  /** Kilograms with one decimal, '' while empty. */
  weight: number | string;
  /** `YYYY-MM-DD`, '' while empty. */
  medicalValidUntil: string;
  licenceNumber: string;
}

export interface MemberRules {
  /** The belts of the active variant. */
  belts: readonly string[];
  /** Today as `YYYY-MM-DD`: the latest date of birth. */
  today?: () => string;
}

/** firstName, lastName, born, gender and belt required; born from 1900-01-01 to today; a belt of the variant. */
export const memberSchema = ({ belts, today = () => toIsoDate(new Date()) }: MemberRules) =>
  z.object({
    firstName: requiredText(),
    lastName: requiredText(),
    born: birthDate(today),
    gender: z
      .string()
      .check(z.refine((gender) => gender === 'male' || gender === 'female', { error: messages.required })),
    belt: z.string().check(
      z.superRefine((belt, ctx) => {
        if (belt === '') ctx.addIssue({ code: 'custom', message: messages.required, input: belt });
        else if (!belts.includes(belt)) ctx.addIssue({ code: 'custom', message: messages.choice, input: belt });
      }),
    ),
    noPay: z.boolean(),
    alwaysPays: z.boolean(),
    weight: weightField(),
    medicalValidUntil: z
      .string()
      .check(z.refine((value) => value === '' || isIsoDate(value), { error: messages.date })),
    licenceNumber: z.string(),
    ...Object.fromEntries(memberPlainFields.map((field) => [field.name, z.optional(z.string())])),
  });

export const emptyMember = (): MemberValues => ({
  firstName: '',
  lastName: '',
  born: '',
  gender: '',
  belt: '',
  noPay: false,
  alwaysPays: false,
  weight: '',
  medicalValidUntil: '',
  licenceNumber: '',
  ...Object.fromEntries(memberPlainFields.map((field) => [field.name, ''])),
});

/** Form values of a saved member (fields the server left out are empty). */
export const memberValuesOf = (member: Member): MemberValues => ({
  firstName: member.firstName,
  lastName: member.lastName,
  born: member.born ?? '',
  gender: member.isMale === undefined ? '' : member.isMale ? 'male' : 'female',
  belt: member.belt,
  noPay: member.noPay ?? false,
  alwaysPays: member.alwaysPays ?? false,
  weight: member.weight ?? '',
  medicalValidUntil: member.medicalValidUntil ?? '',
  licenceNumber: member.licenceNumber ?? '',
  ...Object.fromEntries(memberPlainFields.map((field) => [field.name, plainText(member, field)])),
});

/**
 * What the checkboxes show: each flag for those the server lets set it (getClubCapabilities'
 * setNoPay and setAlwaysPays), and only while the other is off.
 */
export function payOptions(
  values: Pick<MemberValues, 'noPay' | 'alwaysPays'>,
  maySetAlwaysPays: boolean,
  maySetNoPay: boolean,
) {
  return {
    showNoPay: maySetNoPay && !values.alwaysPays,
    showAlwaysPays: maySetAlwaysPays && !values.noPay,
  };
}

/** The body fields of a valid form; `alwaysPays` only when the viewer may set it (the server says). */
export function memberBody(
  values: MemberValues,
  maySetAlwaysPays: boolean,
): Omit<MemberCreate, 'clubId'> & MemberUpdate {
  const body: Omit<MemberCreate, 'clubId'> = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    born: values.born,
    isMale: values.gender === 'male',
    belt: values.belt,
    noPay: values.alwaysPays ? false : values.noPay,
    weight: numberOrNull(values.weight),
    medicalValidUntil: values.medicalValidUntil || null,
    licenceNumber: values.licenceNumber.trim() || null,
    ...Object.fromEntries(memberPlainFields.map((field) => [field.name, plainText(values, field).trim() || null])),
  };
  if (maySetAlwaysPays) body.alwaysPays = values.noPay ? false : values.alwaysPays;
  return body;
}
