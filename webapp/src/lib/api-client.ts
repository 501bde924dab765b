import ky, { isHTTPError, type KyInstance } from 'ky';
import { env } from '@/config/env';
import { ApiError, errorMessageOf } from '@/lib/api-errors';
import { i18n } from '@/lib/i18n';
import { getToken, useSession } from '@/stores/session';

/**
 * Converts whatever ky threw into an ApiError carrying the message to show (spec §8). When the
 * answer says nothing the message is a catalogue key, translated when shown (errorText), since
 * the catalogue may not be loaded yet when the very first request fails.
 */
export function toApiError(error: Error): ApiError {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) {
    const payload: unknown = error.data;
    return new ApiError(error.response.status, errorMessageOf(payload, 'errors.generic'), payload);
  }
  if (error.name === 'AbortError') return new ApiError(0, error.message, undefined);
  return new ApiError(0, 'errors.network', undefined);
}

/** The one HTTP client of the webapp: `/api` prefix, bearer token, UI language, errors as ApiError. */
export const api: KyInstance = ky.create({
  prefix: env.apiPrefix,
  // Absolute URLs, so the client also works where fetch needs them (unit tests).
  baseUrl: globalThis.location?.origin,
  retry: 0,
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = getToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
        // Server messages come in the UI language, not the browser's.
        if (i18n.language) request.headers.set('Accept-Language', i18n.language);
      },
    ],
    beforeError: [
      ({ error, request }) => {
        const apiError = toApiError(error);
        // A token the server no longer accepts (expired, password changed elsewhere, user
        // blocked) ends the session; the route guards then show the login page.
        if (apiError.status === 401 && request.headers.has('Authorization')) useSession.getState().signOut();
        return apiError;
      },
    ],
  },
});
