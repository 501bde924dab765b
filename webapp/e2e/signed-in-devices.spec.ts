import { openAs } from './support/auth-steps';
import { apiSession, registerClub } from './support/backend';
import { expect, test } from './support/fixtures';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

test('a coach sees where they are signed in and signs the phone out', async ({ english: page, request }) => {
  const { account } = await registerClub(request, 'devices', `KK Uređaji Šabac ${Date.now()}`);
  const onPhone = await request.post('/api/login', {
    data: { email: account.email, password: account.password },
    headers: { 'User-Agent': PHONE },
  });
  const phoneToken = ((await onPhone.json()) as { token: string }).token;
  await openAs(page, await apiSession(request, account), '/profile');

  const devices = page.getByTestId('signed-in-device');
  await expect(devices).toHaveCount(2);
  await expect(devices.first()).toContainText('This device');
  const phone = devices.filter({ hasText: 'Chrome on Android' });
  await phone.getByRole('button', { name: 'Sign out' }).click();

  await expect(page.getByText('The device is signed out.')).toBeVisible();
  await expect(devices).toHaveCount(1);
  const me = await request.get('/api/me', { headers: { Authorization: `Bearer ${phoneToken}` } });
  expect(me.status()).toBe(401);
});
