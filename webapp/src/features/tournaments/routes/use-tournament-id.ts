import { useParams } from 'react-router';

/** The `:id` of the current tournament route, or null when it is not a number. */
export function useTournamentId(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return Number.isInteger(value) && value > 0 ? value : null;
}
