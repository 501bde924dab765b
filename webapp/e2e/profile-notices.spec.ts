import { openAs } from './support/auth-steps';
import { apiSession } from './support/backend';
import { expect, newAccount, test } from './support/fixtures';

test('profile: mail notices turn off one by one and the language is saved', async ({ english: page, request }) => {
  const account = newAccount('notices');
  const club = {
    name: 'KK Obaveštenja',
    shortName: 'KKO',
    city: 'Novi Sad',
    address: 'Trg 3',
    email: `club-${account.email}`,
    contact: 'Mila',
    mobile: '062',
  };
  expect((await request.post('/api/register', { data: { ...account, club } })).status()).toBe(201);
  await openAs(page, await apiSession(request, account), '/profile');
  const reminder = page.getByRole('switch', { name: /Deadline reminder/ });
  await expect(reminder).toBeChecked();
  await reminder.click();
  await expect(page.getByText('Mail notices saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: /Deadline reminder/ })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /Entry confirmation/ })).toBeChecked();

  await page.getByRole('button', { name: 'Srpski' }).first().click();
  await expect(page.getByRole('switch', { name: /Podsetnik na rok/ })).not.toBeChecked();
  const login = await request.post('/api/login', { data: { email: account.email, password: account.password } });
  const me = (await login.json()) as { user: { language: string | null; notifications: Record<string, boolean> } };
  expect(me.user.language).toBe('sr');
  expect(me.user.notifications).toEqual({ applicationsOpen: true, entryConfirmation: true, deadlineReminder: false });
});
