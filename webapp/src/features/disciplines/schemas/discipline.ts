import * as z from 'zod/mini';
import type { Discipline, DisciplineCreate } from '@/api/types';
import { messages, numberOrNull, requiredText, teamMembersField, weightField } from '@/lib/validation';
import {
  drawFormatOf,
  formatChoiceOf,
  formatChoices,
  forSexOf,
  kindChoiceOf,
  kindChoices,
  sexChoiceOf,
  sexChoices,
} from '@/features/disciplines/schemas/discipline-display';

export * from '@/features/disciplines/schemas/discipline-display';

/**
 * The discipline drawer (docs/product.md, Validation: name and at least one category). Optional
 * weight limits in kg with one decimal and a team discipline's member range (whole numbers; left
 * empty on a new discipline, the server's default applies), in the server's bounds (@/api/constraints).
 * The server judges on save what pairs the fields (flag-pairs.ts' exclusive flags, the lower limit
 * not above the upper, kata by points only for kata): its 400 names the field.
 */
export const disciplineSchema = z.object({
  name: requiredText(),
  categoryIds: z.array(z.string()).check(z.minLength(1, { error: messages.required })),
  forSex: z.enum(sexChoices),
  kind: z.enum(kindChoices),
  alwaysPay: z.boolean(),
  noPay: z.boolean(),
  isKataA: z.boolean(),
  isKataB: z.boolean(),
  drawFormat: z.enum(formatChoices),
  minWeight: weightField(),
  maxWeight: weightField(),
  teamMinMembers: teamMembersField(),
  teamMaxMembers: teamMembersField(),
});

export type DisciplineValues = z.input<typeof disciplineSchema>;

export const disciplineValues = (discipline: Discipline | null): DisciplineValues => ({
  name: discipline?.name ?? '',
  categoryIds: (discipline?.categoryIds ?? discipline?.disciplineCategories.map((link) => link.categoryId) ?? []).map(
    String,
  ),
  forSex: sexChoiceOf(discipline?.forSex),
  kind: kindChoiceOf(discipline?.isTeam),
  alwaysPay: discipline?.alwaysPay ?? false,
  noPay: discipline?.noPay ?? false,
  isKataA: discipline?.isKataA ?? false,
  isKataB: discipline?.isKataB ?? false,
  drawFormat: formatChoiceOf(discipline?.drawFormat),
  minWeight: discipline?.minWeight ?? '',
  maxWeight: discipline?.maxWeight ?? '',
  teamMinMembers: discipline?.teamMinMembers ?? '',
  teamMaxMembers: discipline?.teamMaxMembers ?? '',
});

/** A member bound for the API: left out while empty (the server keeps or defaults it). */
const memberBound = (value: number | string): number | undefined => numberOrNull(value) ?? undefined;

export const disciplineBody = (values: DisciplineValues): DisciplineCreate => ({
  name: values.name.trim(),
  categoryIds: values.categoryIds.map(Number),
  forSex: forSexOf(values.forSex),
  isTeam: values.kind === 'team',
  alwaysPay: values.alwaysPay,
  noPay: values.noPay,
  isKataA: values.isKataA,
  isKataB: values.isKataB,
  drawFormat: drawFormatOf(values.drawFormat),
  minWeight: numberOrNull(values.minWeight),
  maxWeight: numberOrNull(values.maxWeight),
  teamMinMembers: memberBound(values.teamMinMembers),
  teamMaxMembers: memberBound(values.teamMaxMembers),
});
