import { queryOptions } from '@tanstack/react-query';
import type { Season } from '@/api/types';
import { seasonKeys } from '@/features/seasons/api/keys';
import { api } from '@/lib/api-client';

/** GET /api/seasons: every season with its points table, the earliest first. */
export const getSeasons = (): Promise<Season[]> => api.get('seasons').json<Season[]>();

export const seasonsQuery = () => queryOptions({ queryKey: seasonKeys.list(), queryFn: getSeasons });
