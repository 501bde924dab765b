import type { CompetitorRegistration } from '@/features/registrations/api/types';

/** `Seniors: Kata, Kumite; Cadets: Kata` */
export const categoriesText = (categories: CompetitorRegistration['categories']): string =>
  categories
    .map((category) => `${category.name}: ${category.disciplines.map((discipline) => discipline.name).join(', ')}`)
    .join('; ');

export const personName = (person: { firstName: string; lastName: string }): string =>
  `${person.firstName} ${person.lastName}`;
