import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Account } from './backend';
import type { World } from './world';

/** What `POST /api/login` answers: the session the webapp keeps in localStorage. */
export interface Session {
  user: unknown;
  token: string;
}

/**
 * What global-setup.ts makes once per run, before any worker starts: one admin (every test that
 * needs an admin shares it: admins are site-wide anyway) and its session, and the world the
 * accessibility and phone specs visit every route with, with its coach's session.
 */
export interface Shared {
  admin: Account;
  adminSession: Session;
  world: World;
  coachSession: Session;
}

const sharedFile = () => {
  const dataDir = process.env.FEDREG_E2E_DATA_DIR;
  if (!dataDir) throw new Error('FEDREG_E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return join(dataDir, 'e2e-shared.json');
};

export function writeShared(shared: Shared): void {
  writeFileSync(sharedFile(), JSON.stringify(shared));
}

let cached: Shared | undefined;

/** The run's shared admin, world and sessions (read once per worker). */
export function shared(): Shared {
  cached ??= JSON.parse(readFileSync(sharedFile(), 'utf8')) as Shared;
  return cached;
}
