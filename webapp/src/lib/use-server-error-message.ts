import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-errors';
import { errorText, translateMessage } from '@/lib/translate-message';

/**
 * The form-level message of a failed save (docs/product.md, Errors): the server's error text, or the default
 * message. Null when there is no error or when it was only about fields the form shows
 * (`fields`; without it every field error counts as shown). Errors of fields the form does not
 * have are joined with line breaks.
 */
export function useServerErrorMessage(error: unknown, fields?: readonly string[]): string | null {
  const { t } = useTranslation();
  if (!error) return null;
  if (!isApiError(error)) return t('errors.default');
  const fieldErrors = Object.entries(error.fieldErrors);
  if (fieldErrors.length > 0) {
    if (!fields) return null;
    const hidden = fieldErrors.filter(([field]) => !fields.includes(field)).map(([, message]) => message);
    return hidden.length > 0 ? hidden.map(translateMessage).join('\n') : null;
  }
  return error.serverError ? translateMessage(error.serverError) : errorText(error);
}
