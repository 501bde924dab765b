/** Tournament states as the admin screens use them (docs/product.md, Tournament states), as pure functions. */
import { isApiError } from '@/lib/api-errors';
import { momentIn } from '@/lib/time-zones';
import { errorText } from '@/lib/translate-message';

/**
 * The admin menu's toggle, the override of the clock: close applications while they are open (by
 * the switch, or by the clock now), open them otherwise.
 */
export const applicationsToggleOf = ({
  registrationOpen,
  registrationByClock = false,
  isActive = false,
}: {
  registrationOpen: boolean;
  registrationByClock?: boolean;
  isActive?: boolean;
}): 'open' | 'close' => ((registrationByClock ? isActive : registrationOpen) ? 'close' : 'open');

/**
 * Why opening or closing applications failed: the server's message on the event date when it
 * names that field (a tournament that judges ages or certificates opens only with its event
 * date), else the error's own text.
 */
export const applicationsErrorText = (error: unknown): string =>
  (isApiError(error) && error.fieldErrors.eventDate) || errorText(error);

export type TournamentPhase = 'open' | 'upcoming' | 'past';

/**
 * Where a tournament stands for clubs: applications open now, opening later (start ahead), or
 * over. `startDate` is the federation's wall time (`timeZone`), whatever the user's clock.
 */
export function tournamentPhase(
  { isActive, startDate }: { isActive: boolean; startDate: string },
  now: Date,
  timeZone: string,
): TournamentPhase {
  if (isActive) return 'open';
  const start = momentIn(startDate, timeZone);
  return start && start > now ? 'upcoming' : 'past';
}
