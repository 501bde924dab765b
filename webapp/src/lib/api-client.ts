import ky, { isHTTPError, type KyInstance } from 'ky';
import { env } from '@/config/env';
import { ApiError, errorMessageOf, retryAfterSeconds } from '@/lib/api-errors';
import { i18n } from '@/lib/i18n';
import { submissionAnswered, submissionKey } from '@/lib/submission-keys';
import { getToken, useSession } from '@/stores/session';

/**
 * Converts what a call failed with into an ApiError carrying the message to show (docs/product.md, Errors).
 * When the answer says nothing the message is a catalogue key, translated when shown
 * (errorText), since the catalogue may not be loaded yet when the very first request fails.
 */
export function toApiError(error: Error, payload?: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) {
    const { status, headers } = error.response;
    const retryAfter = status === 503 ? retryAfterSeconds(headers.get('Retry-After')) : undefined;
    return new ApiError(status, errorMessageOf(payload, 'errors.generic'), payload, retryAfter);
  }
  if (error.name === 'AbortError') return new ApiError(0, error.message, undefined);
  return new ApiError(0, 'errors.network', undefined);
}

/** The body of an error answer: its JSON, else its text, else undefined. */
async function payloadOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * How the server says a token is dead: 401, or the 403 of a blocked user or a deleted club's
 * user, which carries `WWW-Authenticate: Bearer error="invalid_token"` and says why.
 */
function tokenRefused(response: Response): 'expired' | 'refused' | null {
  if (response.status === 401) return 'expired';
  const challenge = response.headers.get('WWW-Authenticate') ?? '';
  return response.status === 403 && challenge.includes('invalid_token') ? 'refused' : null;
}

const TIMEOUT_MS = 30_000;
export const IDEMPOTENCY_KEY = 'Idempotency-Key';

/**
 * fetch with the time limit; a call that gets no answer (network down, time limit, aborted)
 * fails with an ApiError of status 0. The global fetch is looked up on each call.
 */
const fetchOrApiError: typeof fetch = async (input, init) => {
  const limit = AbortSignal.timeout(TIMEOUT_MS);
  const signal = init?.signal ? AbortSignal.any([init.signal, limit]) : limit;
  try {
    return await globalThis.fetch(input, { ...init, signal });
  } catch (error) {
    throw toApiError(error instanceof Error ? error : new Error(String(error)));
  }
};

/** The one HTTP client of the webapp: `/api` prefix, bearer token, UI language, errors as ApiError. */
export const api: KyInstance = ky.create({
  // Absolute URLs, so the client also works where fetch needs them (unit tests).
  prefixUrl: `${globalThis.location?.origin ?? ''}${env.apiPrefix}`,
  retry: 0,
  timeout: false, // fetchOrApiError applies the time limit
  fetch: fetchOrApiError,
  hooks: {
    beforeRequest: [
      async (request) => {
        const token = getToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
        // Server messages come in the UI language, not the browser's.
        if (i18n.language) request.headers.set('Accept-Language', i18n.language);
        // One key per submission: a retry of this call, or the same form sent again after a
        // lost answer or a 5xx, sends the same key, so the server answers it as the first
        // time and creates nothing twice (docs/idempotency.md).
        if (request.method === 'POST' && !request.headers.has(IDEMPOTENCY_KEY)) {
          request.headers.set(IDEMPOTENCY_KEY, await submissionKey(request));
        }
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        const key = request.headers.get(IDEMPOTENCY_KEY);
        if (key) submissionAnswered(key, response.status);
      },
    ],
    beforeError: [
      async (error) => {
        const apiError = toApiError(error, await payloadOf(error.response));
        // A token the server no longer accepts (expired, password changed elsewhere, user
        // blocked, club deleted) ends the session; the route guards then show the login
        // page, with the server's reason when it gave one.
        const refused = tokenRefused(error.response);
        if (refused && error.request.headers.has('Authorization')) {
          useSession.getState().signOut(refused === 'refused' ? apiError.message : undefined);
        }
        throw apiError; // the call fails with the ApiError, not ky's HTTPError
      },
    ],
  },
});
