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

async function submit(email: string, password: string) {
  const events = userEvent.setup();
  renderRoute(<LoginForm />);
  if (email) await events.type(screen.getByRole('textbox', { name: 'Email' }), email);
  if (password) await events.type(screen.getByLabelText(/^Password/), password);
  await events.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm', () => {
  it('requires email and password before calling the server', async () => {
    await submit('', '');
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in, stores the session and goes home', async () => {
    const sent: { path: string; body: unknown }[] = [];
    fetchMock.mockImplementation(async (input) => {
      const request = input as Request;
      sent.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
      return jsonResponse(200, { user, token: 'jwt-1' });
    });
    await submit('ana@klub.rs', 'secret1');
    expect(await screen.findByText('page /')).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/api/login', body: { email: 'ana@klub.rs', password: 'secret1' } }]);
    expect(useSession.getState()).toMatchObject({ token: 'jwt-1', user: { id: 7 } });
  });

  it('says why the server ended the last session', async () => {
    useSession.getState().signOut('Your club was deleted');
    renderRoute(<LoginForm />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your club was deleted');
  });

  it("shows the server's error", async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { message: 'Account blocked', error: 'Account blocked' }));
    await submit('ana@klub.rs', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Account blocked');
    expect(useSession.getState().token).toBeNull();
  });

  it('says when to try again when the server is busy (503 with Retry-After)', async () => {
    const busy = 'The server is busy. Please try again in a few seconds.';
    fetchMock.mockResolvedValue(jsonResponse(503, { message: busy, error: busy }, { 'Retry-After': '12' }));
    await submit('ana@klub.rs', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy. Please try again in 12 s.');
    expect(useSession.getState().token).toBeNull();
  });

  it('does not call a failing server wrong credentials', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 502 }));
    await submit('ana@klub.rs', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops. Something went wrong.');
  });

  it('falls back to "Wrong email/password combination."', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 401 }));
    await submit('ana@klub.rs', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email/password combination.');
  });
});
