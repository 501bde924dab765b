import { useParams } from 'react-router';

/** A route parameter that must be a positive whole number (an id), or null when it is not. */
export function useIdParam(name: string): number | null {
  const params = useParams();
  const value = Number(params[name]);
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The `:id` of the current tournament route, or null when it is not a number. */
export const useTournamentId = (): number | null => useIdParam('id');
