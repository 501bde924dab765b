/** A tournament's discipline link for the tests of the registration rules and overview. */
import type { TournamentDisciplineLink } from '@/api/types';

export const link = (
  id: number,
  name: string,
  forSex: '1' | '2' | null,
  categories: [number, string][],
  extra: Partial<TournamentDisciplineLink['discipline']> = {},
): TournamentDisciplineLink => ({
  id: id * 10,
  disciplineId: id,
  discipline: {
    id,
    name,
    forSex,
    alwaysPay: false,
    noPay: false,
    isKataA: false,
    isKataB: false,
    isArchived: false,
    isDeleted: false,
    drawFormat: null,
    isTeam: false,
    teamMinMembers: 2,
    teamMaxMembers: 4,
    categoryIds: categories.map(([categoryId]) => categoryId),
    disciplineCategories: categories.map(([categoryId, categoryName]) => ({
      categoryId,
      category: { id: categoryId, name: categoryName },
    })),
    ...extra,
  },
});
