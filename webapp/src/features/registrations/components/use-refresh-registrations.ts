import { useQueryClient } from '@tanstack/react-query';
import { registrationKeys } from '@/features/registrations/api/keys';
import { tournamentKeys } from '@/api/tournaments/keys';

/** After a competitor or team change: the tournament's registrations and its counts reload. */
export function useRefreshRegistrations(tournamentId: number): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: registrationKeys.tournament(tournamentId) }),
      queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(tournamentId) }),
      queryClient.invalidateQueries({ queryKey: tournamentKeys.ofClubs }),
    ]);
  };
}
