import type { TFunction } from 'i18next';
import type { DrawGroup } from '@/api/types';

/** `Seniors · Kumite · Women` (or the team type), as the lists and the printout name a group. */
export function groupTitle(group: DrawGroup, t: TFunction): string {
  const split = group.sex ? t(`draws.sex.${group.sex}`) : t(`draws.teamType.${group.teamType ?? 'MIX'}`);
  return `${group.categoryName} · ${group.disciplineName} · ${split}`;
}
