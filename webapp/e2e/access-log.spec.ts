import { readFileSync } from 'node:fs';
import { openAs } from './support/auth-steps';
import { apiToken, registerClub } from './support/backend';
import { field } from './support/fields';
import { expect, test } from './support/fixtures';
import { shared } from './support/shared';

test("an admin finds their own read of a club's member in the access log and downloads it", async ({
  english: page,
  request,
}) => {
  const { admin, adminSession } = shared();
  const { account } = await registerClub(request, 'logged', `KK Dnevnik Čačak ${Date.now()}`);
  const coach = { Authorization: `Bearer ${await apiToken(request, account)}` };
  const me = (await (await request.get('/api/me', { headers: coach })).json()) as { club: { id: number } };
  const obj = {
    clubId: me.club.id,
    firstName: 'Đurđa',
    lastName: 'Šćekić',
    born: '2012-03-04',
    isMale: false,
    belt: 'BELI',
  };
  const added = await request.post('/api/model/Members', { headers: coach, data: { obj, returnObj: true } });
  expect(added.status(), await added.text()).toBe(201);
  const memberId = String(((await added.json()) as { id: number }).id);
  const read = await request.get(`/api/model/Members/${memberId}`, {
    headers: { Authorization: `Bearer ${adminSession.token}` },
  });
  expect(read.status()).toBe(200);

  await openAs(page, adminSession, '/access-log');
  await field(page, "Person's kind").selectOption('members');
  await field(page, "Person's id").fill(memberId);
  const rows = page.getByRole('row').filter({ hasText: "Person's record read" });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(admin.name);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf-8');
  expect(csv.split('\r\n').filter((line) => line.includes(admin.email))).toHaveLength(1);
});
