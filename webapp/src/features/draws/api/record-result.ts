import type { GroupResults, ResultBody } from '@/api/types';
import { api } from '@/lib/api-client';

/** Where a bout is: its group and (round, index). */
export interface BoutAddress {
  tournamentId: number;
  groupKey: string;
  round: number;
  index: number;
}

export const boutPath = ({ tournamentId, groupKey, round, index }: BoutAddress): string =>
  `tournament/${tournamentId}/draws/${encodeURIComponent(groupKey)}/bouts/${round}/${index}`;

/** PUT /api/tournament/{id}/draws/{groupKey}/bouts/{round}/{index} (admins): record or change a
 * bout's result, `version` as last read; answers the group as it now stands. */
export const recordResult = (bout: BoutAddress, body: ResultBody): Promise<GroupResults> =>
  api.put(boutPath(bout), { json: body }).json<GroupResults>();
