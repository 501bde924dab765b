import { openAs } from './support/auth-steps';
import { apiSession, PNG_PIXEL, registerClub } from './support/backend';
import { expect, test } from './support/fixtures';
import { shared } from './support/shared';
import { auth, openTournamentWithDisciplines } from './support/tournament-setup';

// A tournament's cover image is a banner of capped height: on a laptop and on a phone a club
// still sees the way to register its people on the first screen (issue 32).
const SCREENS = [
  { width: 1366, height: 900 },
  { width: 360, height: 740 },
];

test("a cover image leaves 'Register competitor' on the club's first screen", async ({ english: page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const { adminSession } = shared();
  const { account } = await registerClub(request, 'cover', `KK Naslovna ${stamp}`);
  const session = await apiSession(request, account);
  const cup = await openTournamentWithDisciplines(request, adminSession.token, stamp);
  // A square picture: at the page's full width it would be as tall as wide.
  const uploaded = await request.post(`/api/model/Tournaments/${cup.id}`, {
    headers: auth(adminSession.token),
    multipart: { file: PNG_PIXEL },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);

  for (const viewport of SCREENS) {
    await page.setViewportSize(viewport);
    await openAs(page, session, `/tournaments/${cup.id}`);
    const cover = page.getByRole('img', { name: 'Cover image' });
    await expect(cover).toBeVisible();
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
    const register = page.getByTestId('own-competitors').getByRole('button', { name: 'Register competitor' });
    await expect(register, `${viewport.width} px`).toBeInViewport({ ratio: 1 });
  }
});
