import { afterEach, describe, expect, it } from 'vitest';
import { api, IDEMPOTENCY_KEY } from './api-client';
import { ApiError } from './api-errors';
import { i18n } from './i18n';
import { errorText } from './translate-message';
import { useSession } from '@/stores/session';
import { jsonResponse, stubFetch } from '@/test/fetch';

const fetchMock = stubFetch();

afterEach(() => {
  useSession.getState().signOut();
});

const lastRequest = () => fetchMock.mock.calls.at(-1)?.[0] as Request;

describe('api client', () => {
  it('calls /api with the bearer token and the UI language', async () => {
    useSession.getState().setToken('t0k3n');
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await expect(api.get('me').json()).resolves.toEqual({ ok: true });
    const request = lastRequest();
    expect(new URL(request.url).pathname).toBe('/api/me');
    expect(request.headers.get('Authorization')).toBe('Bearer t0k3n');
    expect(request.headers.get('Accept-Language')).toBe(i18n.language);
  });

  it('sends no Authorization header when signed out', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await api.get('data').json();
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('turns an error answer into an ApiError with the message to show', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { message: 'Invalid', error: 'Invalid', errors: { email: 'Bad email.' } }),
    );
    const error = await api.post('register/validate', { json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Bad email.', fieldErrors: { email: 'Bad email.' } });
  });

  it('ends the session when the server rejects the token', async () => {
    useSession.getState().signIn({ id: 1 } as never, 'old');
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Not signed in', error: 'Not signed in' }));
    await api.get('me').catch(() => undefined);
    expect(useSession.getState()).toMatchObject({ user: null, token: null });
  });

  it("ends the session with the server's reason when the account is refused (blocked, club deleted)", async () => {
    useSession.getState().signIn({ id: 1 } as never, 'old');
    const body = JSON.stringify({ message: 'Account blocked', error: 'Account blocked' });
    const headers = { 'Content-Type': 'application/json', 'WWW-Authenticate': 'Bearer error="invalid_token"' };
    fetchMock.mockResolvedValue(new Response(body, { status: 403, headers }));
    await api.get('me').catch(() => undefined);
    expect(useSession.getState()).toMatchObject({ user: null, token: null, endedWith: 'Account blocked' });
  });

  it('keeps the session on an ordinary 403 (another club, a blocked club)', async () => {
    useSession.getState().signIn({ id: 1 } as never, 'kept');
    fetchMock.mockResolvedValue(jsonResponse(403, { message: 'Your club is blocked', error: 'x' }));
    const error = await api.post('model/Members', { json: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, message: 'Your club is blocked' });
    expect(useSession.getState()).toMatchObject({ token: 'kept', endedWith: null });
  });

  it('uses the generic message when the answer says nothing', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    const error = await api.get('data').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, message: 'errors.generic' });
    expect(errorText(error)).toBe(i18n.t('errors.generic'));
  });

  it("keeps a busy server's Retry-After and says when to try again", async () => {
    const busy = { message: 'Busy', error: 'Busy' };
    fetchMock.mockResolvedValue(new Response(JSON.stringify(busy), { status: 503, headers: { 'Retry-After': '7' } }));
    const error = await api.post('login', { json: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, message: 'Busy', retryAfter: 7 });
    expect(errorText(error)).toBe(i18n.t('errors.busyRetryIn', { seconds: 7 }));
    expect(errorText(error)).toMatch(/7/);
  });

  it("shows a 503's message when it says no time", async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { message: 'Busy', error: 'Busy' }));
    const error = await api.get('data').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, retryAfter: undefined });
    expect(errorText(error)).toBe('Busy');
  });

  it('reports a network failure with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await api.get('data').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0 });
    expect(errorText(error)).toBe(i18n.t('errors.network'));
  });

  it('sends a new Idempotency-Key with each POST, the same one with its retry, none with a GET', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(201, {})));
    await api.post('model/Members', { json: {} }).json();
    const first = lastRequest().headers.get(IDEMPOTENCY_KEY);
    await api.post('model/Members', { json: {} }).json();
    const second = lastRequest().headers.get(IDEMPOTENCY_KEY);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
    await api.get('data').json();
    expect(lastRequest().headers.has(IDEMPOTENCY_KEY)).toBe(false);

    fetchMock.mockReset();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(503, { message: 'Lost', error: 'Lost' }))
      .mockResolvedValueOnce(jsonResponse(201, { id: 1 }));
    const retried = { limit: 1, methods: ['post'], statusCodes: [503], delay: () => 0 };
    await expect(api.post('model/Members', { json: {}, retry: retried }).json()).resolves.toEqual({ id: 1 });
    const sent = fetchMock.mock.calls.map(([request]) => (request as Request).headers.get(IDEMPOTENCY_KEY));
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]).toBe(sent[0]);
  });

  it('sends the same form again after a lost answer or a 5xx with its first key, after any other answer with a new one', async () => {
    const member = { firstName: 'Jelena', lastName: 'Đorđević' };
    const send = (json: object) => api.post('model/Members', { json }).catch(() => undefined);
    fetchMock.mockReset();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(503, { message: 'Lost', error: 'Lost' }))
      .mockResolvedValueOnce(jsonResponse(201, { id: 1 }))
      .mockResolvedValueOnce(jsonResponse(201, { id: 2 }))
      .mockResolvedValueOnce(jsonResponse(201, { id: 3 }));
    await send(member); // no answer
    const first = lastRequest().headers.get(IDEMPOTENCY_KEY);
    await send(member); // 503
    expect(lastRequest().headers.get(IDEMPOTENCY_KEY)).toBe(first);
    await send(member); // 201: the first answer
    expect(lastRequest().headers.get(IDEMPOTENCY_KEY)).toBe(first);
    await send(member); // a second member of the same name: a new submission
    const second = lastRequest().headers.get(IDEMPOTENCY_KEY);
    expect(second).not.toBe(first);
    await send({ ...member, firstName: 'Јелена' }); // another body: another submission
    expect(lastRequest().headers.get(IDEMPOTENCY_KEY)).not.toBe(second);
  });
});
