import { useIdParam } from '@/lib/route-params';

/** The `:id` of the current tournament route, or null when it is not a number. */
export const useTournamentId = (): number | null => useIdParam('id');
