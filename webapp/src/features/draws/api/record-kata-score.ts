import type { GroupResults, KataScoreBody } from '@/api/types';
import { api } from '@/lib/api-client';

/** Where a kata performance is: its group, the round (the medal bouts: the last) and who performs. */
export interface PerformanceAddress {
  tournamentId: number;
  groupKey: string;
  round: number;
  registrationId: number;
}

export const performancePath = ({ tournamentId, groupKey, round, registrationId }: PerformanceAddress): string =>
  `tournament/${tournamentId}/draws/${encodeURIComponent(groupKey)}/kata/${round}/${registrationId}`;

/** PUT /api/tournament/{id}/draws/{groupKey}/kata/{round}/{registrationId} (admins): record or
 * change a performance's score in hundredths, `version` as last read; answers the group as it
 * now stands. */
export const recordKataScore = (performance: PerformanceAddress, body: KataScoreBody): Promise<GroupResults> =>
  api.put(performancePath(performance), { json: body }).json<GroupResults>();
