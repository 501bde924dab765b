import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken, registerClub } from './backend';
import { auth, clubIdOf, createItem, registerCompetitor } from './tournament-setup';

/** The tournament's ids a club's entries need: the tournament, its category and its kata. */
export interface KataCup {
  id: number;
  categoryId: number;
  kataId: number;
}

/** A club of its own with `people` women entered in the tournament's kata (through the API). */
export async function clubWithEntries(
  request: APIRequestContext,
  label: string,
  clubName: string,
  cup: KataCup,
  people: [string, string][],
) {
  const { account } = await registerClub(request, label, clubName);
  const token = await apiToken(request, account);
  const clubId = await clubIdOf(request, token);
  for (const [firstName, lastName] of people) {
    const member = await createItem(request, token, 'Members', {
      clubId,
      firstName,
      lastName,
      belt: 'BELI',
      born: '2001-05-05',
      isMale: false,
    });
    await registerCompetitor(request, token, cup.id, {
      memberId: member.id,
      categories: [{ id: cup.categoryId, disciplines: [cup.kataId] }],
    });
  }
  return account;
}

/** Applications closed and the draws made (seed 2026), by the admin through the API. */
export async function closeAndDraw(request: APIRequestContext, token: string, tournamentId: number) {
  const closed = await request.put(`/api/model/Tournaments/${tournamentId}`, {
    headers: auth(token),
    data: { obj: { registrationOpen: false } },
  });
  expect(closed.status(), await closed.text()).toBe(200);
  const made = await request.post(`/api/tournament/${tournamentId}/draws`, {
    headers: auth(token),
    data: { seed: 2026 },
  });
  expect(made.status(), await made.text()).toBe(200);
}

/** The draws published to clubs, by the admin through the API (the button has its own test). */
export async function publishDraws(request: APIRequestContext, token: string, tournamentId: number) {
  const published = await request.put(`/api/tournament/${tournamentId}/draws/publish`, {
    headers: auth(token),
    data: { published: true },
  });
  expect(published.status(), await published.text()).toBe(200);
}
