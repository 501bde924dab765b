/** Which entrants of a draw, and which groups, are the signed-in club's own. */
import type { Draw, DrawEntrant, DrawGroup } from '@/api/types';

/** The entrant is of the club `clubId` (none for a user without a club). */
export const isOwnEntrant = (entrant: DrawEntrant | null, clubId: number | null): boolean =>
  entrant !== null && clubId !== null && entrant.clubId === clubId;

/** The club's entrants of a draw, in line order. */
export const ownEntrants = (draw: Draw, clubId: number | null): DrawEntrant[] =>
  draw.entrants.filter((entrant) => isOwnEntrant(entrant, clubId));

/** The group's draw has an entrant of the club. */
export const hasOwnEntrants = (group: DrawGroup, clubId: number | null): boolean =>
  clubId !== null && group.clubIds.includes(clubId);
