import { isApiError } from '@/lib/api-errors';
import { i18n } from '@/lib/i18n';

const KEY_PATTERN = /^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/;

/**
 * A form error in the current language: our zod schemas give catalogue keys, which are
 * translated; the server already answers in the UI language (Accept-Language), so its texts
 * are shown as they are.
 */
export function translateMessage(message: string): string {
  return KEY_PATTERN.test(message) && i18n.exists(message) ? i18n.t(message) : message;
}

/**
 * The text to show for a failed call: "busy, try again in N s" when the server said when
 * (503 with Retry-After), else the API error's message, else the default message.
 */
export function errorText(error: unknown): string {
  if (!isApiError(error)) return i18n.t('errors.default');
  if (error.retryAfter !== undefined) return i18n.t('errors.busyRetryIn', { seconds: Math.max(1, error.retryAfter) });
  return translateMessage(error.message);
}
