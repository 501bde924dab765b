import { request, type FullConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { apiSession, createAdmin } from './backend';
import { writeShared } from './shared';
import { buildWorld } from './world';

/**
 * Runs once, after the server has started and before any worker: the run's shared admin (made
 * with the CLI, signed in once through the API) and the world of the accessibility and phone
 * specs, written where every worker reads them (support/shared.ts). Without Chromium every test
 * is skipped, so nothing is made.
 */
export default async function globalSetup(config: FullConfig) {
  if (!existsSync('/usr/bin/chromium')) return;
  const baseURL = config.projects[0]?.use.baseURL;
  const api = await request.newContext({ baseURL });
  try {
    const admin = createAdmin('admin');
    const adminSession = await apiSession(api, admin);
    const world = await buildWorld(api, admin, adminSession.token);
    const coachSession = await apiSession(api, world.coach);
    writeShared({ admin, adminSession, world, coachSession });
  } finally {
    await api.dispose();
  }
}
