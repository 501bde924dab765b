import * as z from 'zod/mini';
import { emailField, optionalUrl, passwordField, requiredInteger, requiredText, messages } from '@/lib/validation';
import { DAN_MAX, DAN_MIN, refereeRangs } from './referee-rangs';

/** Step 1: the account. */
export const accountStepSchema = z.object({
  name: requiredText(),
  email: emailField(),
  password: passwordField(),
});

export const clubSchema = z.object({
  name: requiredText(),
  shortName: requiredText(),
  city: requiredText(),
  address: requiredText(),
  email: emailField(),
  website: optionalUrl(),
  contact: requiredText(),
  mobile: requiredText(),
});

/** Step 2: the club. */
export const clubStepSchema = z.object({ club: clubSchema });

export const coachSchema = z.object({ firstName: requiredText(), lastName: requiredText() });

export const refereeSchema = z
  .object({
    firstName: requiredText(),
    lastName: requiredText(),
    dan: requiredInteger(DAN_MIN, DAN_MAX, messages.danRange),
    rang: z.union([z.enum(refereeRangs), z.literal('')]).check(
      z.refine((rang) => rang !== '', { error: messages.required }),
    ),
    rangOther: z.string(),
  })
  .check(
    z.refine((referee) => referee.rang !== 'OTHER' || referee.rangOther.trim() !== '', {
      error: messages.required,
      path: ['rangOther'],
      when: () => true,
    }),
  );

export const officialSchema = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  funct: requiredText(),
});

/** Step 3: coaches, referees and officials (any number of each). */
export const peopleStepSchema = z.object({
  coaches: z.array(coachSchema),
  referees: z.array(refereeSchema),
  officials: z.array(officialSchema),
});

export const registerStepSchemas = [accountStepSchema, clubStepSchema, peopleStepSchema] as const;

export type CoachValues = z.input<typeof coachSchema>;
export type RefereeValues = z.input<typeof refereeSchema>;
export type OfficialValues = z.input<typeof officialSchema>;
export type RegisterValues = z.input<typeof accountStepSchema> &
  z.input<typeof clubStepSchema> &
  z.input<typeof peopleStepSchema>;
