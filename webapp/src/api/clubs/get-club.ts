import { queryOptions } from '@tanstack/react-query';
import type { Club } from '@/api/types';
import { api } from '@/lib/api-client';
import { clubKeys } from '@/api/clubs/keys';

/** GET /api/model/Clubs/{id}. */
export const getClub = (id: number): Promise<Club> => api.get(`model/Clubs/${id}`).json<Club>();

export const clubQuery = (id: number) => queryOptions({ queryKey: clubKeys.detail(id), queryFn: () => getClub(id) });
