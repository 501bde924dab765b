import { expect, type APIRequestContext } from '@playwright/test';

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** POST /api/model/{Name} `{obj}` with a bearer token; the created item. */
export async function createItem<T>(
  request: APIRequestContext,
  token: string,
  name: string,
  obj: Record<string, unknown>,
) {
  const answer = await request.post(`/api/model/${name}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { obj, returnObj: true },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as T & { id: number };
}

/** The club of the signed-in account (GET /api/me). */
export async function clubIdOf(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { club: { id: number } }).club.id;
}

const NO_FEES = Object.fromEntries(
  ['single_fee_1', 'single_fee_2', 'single_fee_other', 'team_fee'].flatMap((fee) => [
    [fee, 0],
    [`${fee}_break`, 0],
  ]),
);

/** PUT /api/model/Tournaments/{id} `{obj}` with the admin's token. */
export async function setTournament(
  request: APIRequestContext,
  token: string,
  id: number,
  obj: Record<string, unknown>,
) {
  const answer = await request.put(`/api/model/Tournaments/${id}`, {
    headers: auth(token),
    data: { obj, returnObj: true },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * Closes applications of every open tournament but `keepId` (the admin's `token`): for site-wide
 * tests, which run after the others and need theirs to be the only open one.
 */
export async function closeOtherOpenTournaments(request: APIRequestContext, token: string, keepId: number) {
  const answer = await request.get('/api/data', { headers: auth(token) });
  expect(answer.status(), await answer.text()).toBe(200);
  const { openTournaments } = (await answer.json()) as { openTournaments: { id: number }[] };
  for (const { id } of openTournaments) {
    if (id !== keepId) await setTournament(request, token, id, { registrationOpen: false });
  }
}

/**
 * An open tournament (it becomes the active one) with one category, an individual discipline for
 * both sexes and a team discipline, made through the API with an admin's `token`.
 */
export async function openTournamentWithDisciplines(request: APIRequestContext, token: string, stamp: number) {
  const category = await createItem(request, token, 'Categories', { name: `Seniors ${stamp}` });
  const kata = await createItem(request, token, 'Disciplines', { name: `Kata ${stamp}`, categoryIds: [category.id] });
  const teamKata = await createItem(request, token, 'Disciplines', {
    name: `Team kata ${stamp}`,
    categoryIds: [category.id],
    isTeam: true,
  });
  const name = `Overview Cup ${stamp}`;
  const tournament = await createItem(request, token, 'Tournaments', {
    name,
    description: '<p>Propositions.</p>',
    startDate: '2025-01-01T10:00:00',
    endDate: '2099-12-31T23:00:00',
    disciplineIds: [kata.id],
    teamDisciplineIds: [teamKata.id],
    registrationOpen: true,
    ...NO_FEES,
  });
  return {
    id: tournament.id,
    name,
    category: { id: category.id, name: `Seniors ${stamp}` },
    kata: { id: kata.id, name: `Kata ${stamp}` },
    teamKata: { id: teamKata.id, name: `Team kata ${stamp}` },
  };
}

/** POST /api/tournament/{id}/register-competitor as the member's club. */
export async function registerCompetitor(
  request: APIRequestContext,
  token: string,
  tournamentId: number,
  body: { memberId: number; categories: { id: number; disciplines: number[] }[] },
) {
  const answer = await request.post(`/api/tournament/${tournamentId}/register-competitor`, {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}
