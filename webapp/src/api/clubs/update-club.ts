import type { Club, ClubUpdate } from '@/api/types';
import { api } from '@/lib/api-client';

/** PUT /api/model/Clubs/{id} `{obj, returnObj}` → the club. */
export const updateClub = (id: number, obj: ClubUpdate): Promise<Club> =>
  api.put(`model/Clubs/${id}`, { json: { obj, returnObj: true } }).json<Club>();
