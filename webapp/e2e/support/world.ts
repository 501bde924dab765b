import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken, registerClub, type Account } from './backend';
import {
  auth,
  clubIdOf,
  createItem,
  openTournamentWithDisciplines,
  registerCompetitor,
  setTournament,
} from './tournament-setup';

export type Role = 'guest' | 'coach' | 'admin';
export type Language = 'sr' | 'en';

/** The data every route of the app is visited with: ids for the paths, accounts to sign in. */
export interface World {
  admin: Account;
  coach: Account;
  clubId: number;
  clubName: string;
  /** Open, public, with an entry of the club. */
  openId: number;
  openName: string;
  /** Applications closed, drawn, the draws published to clubs. */
  drawnId: number;
  groupKey: string;
}

/**
 * A club (coach account) with a competitor, a coach, a referee and an official; two tournaments
 * it is entered in: the open one (public) and a closed one with its draws made and published. `admin` is the
 * run's shared admin (global-setup.ts), `adminToken` its session's token.
 */
export async function buildWorld(request: APIRequestContext, admin: Account, adminToken: string): Promise<World> {
  const stamp = Date.now();
  const clubName = `KK Svet ${stamp}`;
  const { account: coach } = await registerClub(request, 'world', clubName);
  const token = await apiToken(request, coach);
  const clubId = await clubIdOf(request, token);
  const [member] = await Promise.all([
    createItem(request, token, 'Members', {
      clubId,
      firstName: 'Ana',
      lastName: `World${stamp}`,
      belt: 'BELI',
      born: '2000-01-01',
      isMale: false,
    }),
    createItem(request, token, 'Coaches', { clubId, firstName: 'Coach', lastName: `World${stamp}` }),
    createItem(request, token, 'Referees', {
      clubId,
      firstName: 'Referee',
      lastName: `World${stamp}`,
      dan: 1,
      rang: 'NATIONAL_A',
    }),
    createItem(request, token, 'Officials', {
      clubId,
      firstName: 'Official',
      lastName: `World${stamp}`,
      funct: 'Sekretar',
    }),
  ]);

  // One after the other: the open one, made last, is the active tournament.
  const drawn = await openTournamentWithDisciplines(request, adminToken, stamp);
  const open = await openTournamentWithDisciplines(request, adminToken, stamp + 1);
  await Promise.all(
    [drawn, open].map((cup) =>
      registerCompetitor(request, token, cup.id, {
        memberId: member.id,
        categories: [{ id: cup.category.id, disciplines: [cup.kata.id] }],
      }),
    ),
  );
  await setTournament(request, adminToken, open.id, { isPublic: true });
  await setTournament(request, adminToken, drawn.id, { registrationOpen: false });
  const made = await request.post(`/api/tournament/${drawn.id}/draws`, { headers: auth(adminToken), data: {} });
  expect(made.ok(), await made.text()).toBe(true);
  const draws = (await made.json()) as { groupKey: string }[];
  const groupKey = draws[0]?.groupKey;
  if (!groupKey) throw new Error('no draw was made');
  const published = await request.put(`/api/tournament/${drawn.id}/draws/publish`, {
    headers: auth(adminToken),
    data: { published: true },
  });
  expect(published.ok(), await published.text()).toBe(true);
  return { admin, coach, clubId, clubName, openId: open.id, openName: open.name, drawnId: drawn.id, groupKey };
}

/** Every route of src/app/router.tsx a role may open, with the world's ids in its parameters. */
export function routesOf(role: Role, world: World): string[] {
  const { clubId, openId, drawnId, groupKey } = world;
  const everyone = ['/events', `/events/${openId}`, `/events/${openId}/results`, '/no/such/page'];
  if (role === 'guest') {
    return ['/login', '/register', '/forgot-password', '/reset-password/not-a-real-token', ...everyone];
  }
  const signedIn = ['/tournament', '/tournaments', `/tournaments/${openId}`, '/profile', '/profile/change-password'];
  const draws = [`/tournaments/${drawnId}/draws`, `/tournaments/${drawnId}/draws/${encodeURIComponent(groupKey)}`];
  if (role === 'coach') {
    return [
      '/my-club',
      '/clubs/list',
      `/clubs/${clubId}`,
      ...signedIn,
      `/tournaments/${drawnId}`,
      ...draws,
      ...everyone,
    ];
  }
  const tabs = ['entries', 'staff', 'fees', 'history', 'files'].map((tab) => `/tournaments/${openId}?tab=${tab}`);
  return [
    '/clubs/list',
    `/clubs/${clubId}`,
    '/users',
    ...signedIn,
    ...tabs,
    `/tournament/view/${clubId}`,
    '/tournaments/create',
    `/tournaments/${openId}/edit`,
    `/tournaments/${openId}/view/${clubId}`,
    ...draws,
    '/settings/general',
    '/settings/categories',
    '/settings/disciplines',
    ...everyone,
  ];
}
