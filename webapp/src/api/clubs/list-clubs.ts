import { queryOptions } from '@tanstack/react-query';
import type { ClubPage } from '@/api/types';
import { api } from '@/lib/api-client';
import { listSearchParams } from '@/lib/resource-query';
import { clubKeys } from '@/api/clubs/keys';

/** GET /api/model/Clubs: every club that is neither blocked nor deleted (the server filters). */
export const listClubs = (): Promise<ClubPage> =>
  api.get('model/Clubs', { searchParams: listSearchParams() }).json<ClubPage>();

/** Every club (the clubs list, the deductions' club picker). */
export const clubsQuery = () => queryOptions({ queryKey: clubKeys.list, queryFn: listClubs });
