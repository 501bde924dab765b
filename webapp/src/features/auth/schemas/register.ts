import * as z from 'zod/mini';
import { clubSchema } from '@/lib/schemas/club';
import { coachSchema, officialSchema, refereeSchema } from '@/lib/schemas/people';
import { emailField, passwordField, requiredText } from '@/lib/validation';

export type { CoachValues, OfficialValues, RefereeValues } from '@/lib/schemas/people';

/** Step 1: the account. */
export const accountStepSchema = z.object({
  name: requiredText(),
  email: emailField(),
  password: passwordField(),
});

/** Step 2: the club. */
export const clubStepSchema = z.object({ club: clubSchema });

/** Step 3: coaches, referees and officials (any number of each). */
export const peopleStepSchema = z.object({
  coaches: z.array(coachSchema),
  referees: z.array(refereeSchema),
  officials: z.array(officialSchema),
});

export const registerStepSchemas = [accountStepSchema, clubStepSchema, peopleStepSchema] as const;

export type RegisterValues = z.input<typeof accountStepSchema> &
  z.input<typeof clubStepSchema> &
  z.input<typeof peopleStepSchema>;
