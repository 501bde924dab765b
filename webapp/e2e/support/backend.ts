import { expect, type APIRequestContext } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { newAccount } from './fixtures';
import type { Session } from './shared';

export type Account = ReturnType<typeof newAccount>;

/** A 1×1 PNG picture for uploads. */
export const PNG_PIXEL = {
  name: 'pixel.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** Registers an account with its club through the API (the wizard has its own test). */
export async function registerClub(request: APIRequestContext, label: string, clubName: string) {
  const account = newAccount(label);
  const club = {
    name: clubName,
    shortName: clubName.slice(0, 8),
    city: 'Novi Sad',
    address: 'Bulevar 1',
    email: `club-${account.email}`,
    website: '',
    contact: 'Ana Anić',
    mobile: '060 123 456',
  };
  const answer = await request.post('/api/register', { data: { ...account, club } });
  expect(answer.status(), await answer.text()).toBe(201);
  return { account, club };
}

/** Signs in through the API: the session (user and token) the webapp would keep. */
export async function apiSession(
  request: APIRequestContext,
  account: Pick<Account, 'email' | 'password'>,
): Promise<Session> {
  const answer = await request.post('/api/login', { data: { email: account.email, password: account.password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as Session;
}

/** Signs in through the API; the token for calls made by the test itself. */
export async function apiToken(request: APIRequestContext, account: Pick<Account, 'email' | 'password'>) {
  return (await apiSession(request, account)).token;
}

/**
 * Creates an admin with the backend CLI, on the data folder of the e2e server
 * (FEDREG_E2E_DATA_DIR, set by playwright.config.ts).
 */
export function createAdmin(label: string): Account {
  const dataDir = process.env.FEDREG_E2E_DATA_DIR;
  if (!dataDir) throw new Error('FEDREG_E2E_DATA_DIR is not set: the admin cannot be created');
  const account = newAccount(label);
  const repo = join(import.meta.dirname, '..', '..', '..');
  execFileSync(
    join(repo, '.venv', 'bin', 'fedreg'),
    ['users', 'create-admin', account.email, '--name', account.name, '--password', account.password],
    { cwd: repo, env: { ...process.env, FEDREG_DATA_DIR: dataDir }, stdio: 'pipe' },
  );
  return account;
}

/** Sets general settings through the API with an admin's `token` (to undo what a test changed). */
export async function setSettings(request: APIRequestContext, token: string, obj: Record<string, unknown>) {
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.get('/api/model/Settings', { headers });
  const settings = ((await list.json()) as { items: { id: number }[] }).items[0];
  if (!settings) throw new Error('no settings');
  const answer = await request.put(`/api/model/Settings/${settings.id}`, { headers, data: { obj, returnObj: true } });
  expect(answer.status(), await answer.text()).toBe(200);
}
