import type { TFunction } from 'i18next';
import type { DrawGroup } from '@/api/types';

/** What a group's title is made of: a drawn group's, or a group of the medal table's. */
export type TitledGroup = Pick<DrawGroup, 'categoryName' | 'disciplineName' | 'sex' | 'teamType'>;

/** `Seniors · Kumite · Women` (or the team type), as the lists and the printout name a group. */
export function groupTitle(group: TitledGroup, t: TFunction): string {
  const split = group.sex ? t(`draws.sex.${group.sex}`) : t(`draws.teamType.${group.teamType ?? 'MIX'}`);
  return `${group.categoryName} · ${group.disciplineName} · ${split}`;
}
