import type { Season, SeasonBody } from '@/api/types';
import { api } from '@/lib/api-client';

/** PUT /api/seasons/{id} → the season as changed (admins); 400 names each wrong field. */
export const updateSeason = (id: number, body: SeasonBody): Promise<Season> =>
  api.put(`seasons/${id}`, { json: body }).json<Season>();
