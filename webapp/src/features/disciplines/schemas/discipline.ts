import * as z from 'zod/mini';
import type { Discipline, DisciplineCreate } from '@/api/types';
import { limitsInOrder, messages, numberOrNull, requiredText, teamMembersField, weightField } from '@/lib/validation';
import {
  forSexOf,
  kindChoiceOf,
  kindChoices,
  sexChoiceOf,
  sexChoices,
} from '@/features/disciplines/schemas/discipline-display';

export * from '@/features/disciplines/schemas/discipline-display';

export const pairMessage = 'disciplines.validation.exclusive';

/**
 * The discipline drawer (docs/product.md, Validation: name and at least one category). The checkbox pairs of
 * flag-pairs.ts are exclusive: the second of a pair carries the error. Optional weight limits in
 * kg with one decimal: over the minimum, up to the maximum. A team discipline's member range
 * (whole numbers, the fewest not above the most; left empty on a new discipline, the server's
 * default applies; the server checks the range's bounds and names them).
 */
export const disciplineSchema = z
  .object({
    name: requiredText(),
    categoryIds: z.array(z.string()).check(z.minLength(1, { error: messages.required })),
    forSex: z.enum(sexChoices),
    kind: z.enum(kindChoices),
    alwaysPay: z.boolean(),
    noPay: z.boolean(),
    isKataA: z.boolean(),
    isKataB: z.boolean(),
    minWeight: weightField(),
    maxWeight: weightField(),
    teamMinMembers: teamMembersField(),
    teamMaxMembers: teamMembersField(),
  })
  .check(
    z.refine((values) => limitsInOrder(values.minWeight, values.maxWeight), {
      error: messages.limitsOrder,
      path: ['maxWeight'],
      when: () => true,
    }),
    z.refine((values) => limitsInOrder(values.teamMinMembers, values.teamMaxMembers), {
      error: messages.limitsOrder,
      path: ['teamMaxMembers'],
      when: () => true,
    }),
    z.refine((values) => !(values.alwaysPay && values.noPay), {
      error: pairMessage,
      path: ['noPay'],
      when: () => true,
    }),
    z.refine((values) => !(values.isKataA && values.isKataB), {
      error: pairMessage,
      path: ['isKataB'],
      when: () => true,
    }),
  );

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
  minWeight: numberOrNull(values.minWeight),
  maxWeight: numberOrNull(values.maxWeight),
  teamMinMembers: memberBound(values.teamMinMembers),
  teamMaxMembers: memberBound(values.teamMaxMembers),
});
