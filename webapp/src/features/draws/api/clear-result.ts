import type { GroupResults } from '@/api/types';
import { boutPath, type BoutAddress } from '@/features/draws/api/record-result';
import { api } from '@/lib/api-client';

/** DELETE /api/tournament/{id}/draws/{groupKey}/bouts/{round}/{index}?version= (admins): forget a
 * bout's result and the later ones that followed from it. */
export const clearResult = (bout: BoutAddress, version: number): Promise<GroupResults> =>
  api.delete(boutPath(bout), { searchParams: { version } }).json<GroupResults>();
