/** Tournament states as the admin screens use them (docs/product.md, Tournament states), as pure functions. */
import { isApiError } from '@/lib/api-errors';
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
