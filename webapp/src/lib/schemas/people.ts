/** Coaches, referees and officials (docs/product.md, Validation), shared by registration and the club page. */
import * as z from 'zod/mini';
import { refereeRangs } from '@/lib/referee-rangs';
import { danField, messages, requiredText } from '@/lib/validation';

export const coachSchema = z.object({ firstName: requiredText(), lastName: requiredText() });

export const refereeSchema = z
  .object({
    firstName: requiredText(),
    lastName: requiredText(),
    dan: danField(),
    rang: z
      .union([z.enum(refereeRangs), z.literal('')])
      .check(z.refine((rang) => rang !== '', { error: messages.required })),
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

export type CoachValues = z.input<typeof coachSchema>;
export type RefereeValues = z.input<typeof refereeSchema>;
export type OfficialValues = z.input<typeof officialSchema>;
