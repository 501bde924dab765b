import type { Season, SeasonBody } from '@/api/types';
import { api } from '@/lib/api-client';

/** POST /api/seasons → 201 the new season (admins); 400 names each wrong field. */
export const createSeason = (body: SeasonBody): Promise<Season> => api.post('seasons', { json: body }).json<Season>();
