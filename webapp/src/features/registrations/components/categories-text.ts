import type { CompetitorRegistration } from '@/features/registrations/api/types';

/** A category and discipline of a registration on the waiting list. */
interface WaitingRef {
  categoryId: number;
  disciplineId: number;
}

/** `Seniors: Kata, Kumite; Cadets: Kata`; an entry on the waiting list carries `marker`: `Kumite (waiting)`. */
export const categoriesText = (
  categories: CompetitorRegistration['categories'],
  waiting: readonly WaitingRef[] = [],
  marker = '',
): string =>
  categories
    .map((category) => {
      const names = category.disciplines.map((discipline) =>
        waiting.some((w) => w.categoryId === category.id && w.disciplineId === discipline.id)
          ? `${discipline.name} (${marker})`
          : discipline.name,
      );
      return `${category.name}: ${names.join(', ')}`;
    })
    .join('; ');

/** A competitor's or a team's categories and disciplines, each entry on the waiting list marked with `marker`. */
export const entriesText = (row: Pick<CompetitorRegistration, 'categories' | 'waiting'>, marker: string) =>
  categoriesText(row.categories, row.waiting, marker);

export const personName = (person: { firstName: string; lastName: string }): string =>
  `${person.firstName} ${person.lastName}`;
