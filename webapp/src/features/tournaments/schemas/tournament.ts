import * as z from 'zod/mini';
import {
  htmlHasText,
  isFormDateTime,
  LATE_PER,
  REGISTRATION_MODES,
  tournamentMessages,
} from '@/features/tournaments/schemas/tournament-checks';
import { isIsoDate, messages, requiredInteger, requiredText } from '@/lib/validation';

const feeField = () => requiredInteger(0, Number.MAX_SAFE_INTEGER, tournamentMessages.feeNotNegative);

/** A date and time that may be left empty. */
const optionalDateTime = () =>
  z
    .string()
    .check(z.refine((value) => value.trim() === '' || isFormDateTime(value), { error: tournamentMessages.dateTime }));

const requiredIds = () => z.array(z.string()).check(z.minLength(1, { error: messages.required }));

/**
 * The tournament form (docs/product.md, Validation): name, description, startDate, disciplines and team
 * disciplines required; endDate and eventDate (the first day of competition) optional, their order
 * judged by the server on save (its message shows on the field); place optional (the server checks
 * it as a name); the eight fees whole numbers ≥ 0; how applications open (by the clock or the
 * override) and the optional late period (its start within the window is judged by the server).
 */
export const tournamentSchema = z.object({
  name: requiredText(),
  description: z.string().check(z.refine(htmlHasText, { error: messages.required })),
  startDate: z.string().check(
    z.superRefine((value, ctx) => {
      if (value.trim() === '') ctx.addIssue({ code: 'custom', message: messages.required, input: value });
      else if (!isFormDateTime(value))
        ctx.addIssue({ code: 'custom', message: tournamentMessages.dateTime, input: value });
    }),
  ),
  endDate: z
    .string()
    .check(z.refine((value) => value.trim() === '' || isFormDateTime(value), { error: tournamentMessages.dateTime })),
  eventDate: z.string().check(z.refine((value) => value === '' || isIsoDate(value), { error: messages.date })),
  place: z.string(),
  requireMedical: z.boolean(),
  disciplineIds: requiredIds(),
  teamDisciplineIds: requiredIds(),
  isPublic: z.boolean(),
  publicEntries: z.boolean(),
  registrationMode: z.enum(REGISTRATION_MODES),
  lateFrom: optionalDateTime(),
  lateFee: feeField(),
  latePer: z.enum(LATE_PER),
  withdrawalDeadline: optionalDateTime(),
  single_fee_1: feeField(),
  single_fee_1_break: feeField(),
  single_fee_2: feeField(),
  single_fee_2_break: feeField(),
  single_fee_other: feeField(),
  single_fee_other_break: feeField(),
  team_fee: feeField(),
  team_fee_break: feeField(),
});
