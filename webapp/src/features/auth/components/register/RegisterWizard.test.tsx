import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { LoginForm } from '@/features/auth/components/LoginForm';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { useSession } from '@/stores/session';
import { jsonResponse, stubFetch } from '@/test/fetch';
import { Providers } from '@/test/render';
import { user } from '@/test/users';
import { RegisterWizard } from './RegisterWizard';

const fetchMock = stubFetch();
const calls: string[] = [];

/** The server: step 1 checked, the club registered, then the sign-in answers `login`. */
function serve(login: () => Response) {
  calls.length = 0;
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    calls.push(
      `${request.method} ${path} ${path === '/api/login' ? JSON.stringify(await request.clone().json()) : ''}`.trim(),
    );
    if (path === '/api/register/validate') return jsonResponse(200, {});
    if (path === '/api/register') return jsonResponse(201, { user, club: { id: 3, name: 'Karate klub Željezničar' } });
    if (path === '/api/login') return login();
    return jsonResponse(200, {
      settings: { title: 'Savez' },
      activeTournament: null,
      variant: 'default',
      features: {},
    });
  });
}

function renderWizard() {
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/register']}>
        <Routes>
          <Route path="/register" element={<RegisterWizard />} />
          <Route path="/login" element={<LoginForm />} />
          <Route path="/" element={<p>home</p>} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const next = (name: string) => fireEvent.click(screen.getByText(name, { selector: 'button *' }));

/** The three steps, the last with no coach, referee or official. */
async function register() {
  fill(/^Full name/, 'Đorđe Šćepanović');
  fill(/^Email/, 'djordje@zeljeznicar.rs');
  fill(/^Password/, 'tajna-123');
  next('Next');
  await screen.findByLabelText(/^Club name/, {}, { timeout: 5000 });
  fill(/^Club name/, 'Karate klub Željezničar');
  fill(/^Short name/, 'KK Željo');
  fill(/^City/, 'Niš');
  fill(/^Address/, 'Čair 1');
  fill(/^Club email/, 'klub@zeljeznicar.rs');
  fill(/^Contact person/, 'Đorđe Šćepanović');
  fill(/^Mobile phone/, '+381 60 123 456');
  next('Next');
  await screen.findByText('Register', { selector: 'button *' }, { timeout: 5000 });
  next('Register');
}

afterEach(() => {
  useSession.getState().signOut();
});

describe('RegisterWizard', { timeout: 30_000 }, () => {
  it('asks for the full name in English', () => {
    serve(() => jsonResponse(200, { user, token: 'jwt-1' }));
    renderWizard();
    expect(screen.getByLabelText(/^Full name/)).toHaveAttribute('autocomplete', 'name');
    expect(screen.queryByText(/Username/)).toBeNull();
  });

  it('signs the new club in with what was typed and goes home', async () => {
    serve(() => jsonResponse(200, { user, token: 'jwt-1' }));
    renderWizard();
    await register();
    expect(await screen.findByText('home', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(useSession.getState()).toMatchObject({ token: 'jwt-1', user: { id: 7 } });
    expect(calls).toContain('POST /api/login {"email":"djordje@zeljeznicar.rs","password":"tajna-123"}');
    expect(await screen.findByText('Your club is registered and you are signed in.')).toBeInTheDocument();
  });

  it('opens the sign-in with the e-mail filled in when that sign-in fails, and says what to do', async () => {
    serve(() => jsonResponse(503, { message: 'Busy', error: 'Busy' }, { 'Retry-After': '5' }));
    renderWizard();
    await register();
    const email = await screen.findByLabelText(/^Email/, {}, { timeout: 5000 });
    await waitFor(() => expect(email).toHaveValue('djordje@zeljeznicar.rs'));
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    expect(await screen.findByText('Your club is registered. Enter your password to sign in.')).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
  });

  it('names the show-password button in Serbian', async () => {
    await i18n.changeLanguage('sr');
    try {
      serve(() => jsonResponse(200, { user, token: 'jwt-1' }));
      renderWizard();
      expect(screen.getByRole('button', { name: 'Prikaži ili sakrij lozinku' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Toggle password visibility' })).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
