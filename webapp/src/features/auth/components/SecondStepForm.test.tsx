import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { renderRoute } from '@/test/render';
import { user } from '@/test/users';
import { useSession } from '@/stores/session';
import { LoginForm } from './LoginForm';

const fetchMock = stubFetch();

afterEach(() => {
  useSession.getState().signOut();
});

/** The server: the password step asks for the second factor; the second step answers `second`. */
function serve(second: Response) {
  const sent: { path: string; body: unknown }[] = [];
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    sent.push({ path, body: await request.clone().json() });
    if (path === '/api/login') return jsonResponse(200, { secondFactorRequired: true, challenge: 'challenge-1' });
    return second.clone();
  });
  return sent;
}

async function signInWith(code: string) {
  const events = userEvent.setup();
  renderRoute(<LoginForm />);
  await events.type(screen.getByRole('textbox', { name: 'Email' }), 'đorđe@klub.rs');
  await events.type(screen.getByLabelText(/^Password/), 'secret1');
  await events.click(screen.getByRole('button', { name: 'Sign in' }));
  await events.type(await screen.findByRole('textbox', { name: /Code from the app or a recovery code/ }), code);
  await events.click(screen.getByRole('button', { name: 'Confirm' }));
}

describe('the sign-in of an account with a second factor', () => {
  it('sends the challenge with the code and signs in', async () => {
    const sent = serve(jsonResponse(200, { user, token: 'jwt-2' }));
    await signInWith(' 123456 ');
    expect(await screen.findByText('page /')).toBeInTheDocument();
    expect(sent[1]).toEqual({ path: '/api/login/second-factor', body: { challenge: 'challenge-1', code: '123456' } });
    expect(useSession.getState()).toMatchObject({ token: 'jwt-2', user: { id: 7 } });
  });

  it("shows the server's message under the code", async () => {
    const refused = { message: 'Invalid input', error: 'Invalid input', errors: { code: 'The code is not correct.' } };
    serve(jsonResponse(400, refused));
    await signInWith('654321');
    expect(await screen.findByText('The code is not correct.')).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
  });
});
