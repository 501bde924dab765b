import type { GroupResults } from '@/api/types';
import { performancePath, type PerformanceAddress } from '@/features/draws/api/record-kata-score';
import { api } from '@/lib/api-client';

/** DELETE /api/tournament/{id}/draws/{groupKey}/kata/{round}/{registrationId}?version= (admins):
 * forget a performance's score and the later ones that followed from it. */
export const clearKataScore = (performance: PerformanceAddress, version: number): Promise<GroupResults> =>
  api.delete(performancePath(performance), { searchParams: { version } }).json<GroupResults>();
