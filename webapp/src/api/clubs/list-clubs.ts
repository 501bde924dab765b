import type { ClubPage } from '@/api/types';
import { api } from '@/lib/api-client';
import { listSearchParams } from '@/lib/resource-query';

/** GET /api/model/Clubs: every club that is neither blocked nor deleted (the server filters). */
export const listClubs = (): Promise<ClubPage> =>
  api.get('model/Clubs', { searchParams: listSearchParams() }).json<ClubPage>();
