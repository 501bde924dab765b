import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-errors';
import { errorText, translateMessage } from '@/lib/translate-message';

/**
 * Profile and password forms (spec §8): the server's error text, or the default message.
 * Null when there is no error or when it was only about fields (shown on the fields).
 */
export function useServerErrorMessage(error: unknown): string | null {
  const { t } = useTranslation();
  if (!error) return null;
  if (!isApiError(error)) return t('errors.default');
  if (Object.keys(error.fieldErrors).length > 0) return null;
  return error.serverError ? translateMessage(error.serverError) : errorText(error);
}
