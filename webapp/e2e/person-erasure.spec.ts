import { openAs } from './support/auth-steps';
import { apiSession, registerClub } from './support/backend';
import { expect, test } from './support/fixtures';
import { shared } from './support/shared';
import { clubIdOf } from './support/tournament-setup';

test('an admin erases a member from the drawer after the dialog; the row then shows the pseudonym', async ({
  english: page,
  request,
}) => {
  const { account } = await registerClub(request, 'erasure', `KK Brisanje ${Date.now()}`);
  const club = await apiSession(request, account);
  const clubId = await clubIdOf(request, club.token);
  const member = {
    clubId,
    firstName: 'Đurđa',
    lastName: 'Šćekić',
    born: '2011-04-09',
    isMale: false,
    belt: 'PLAVI',
  };
  const headers = { Authorization: `Bearer ${club.token}` };
  const created = await request.post('/api/model/Members', { headers, data: { obj: member, returnObj: true } });
  expect(created.status(), await created.text()).toBe(201);

  await openAs(page, shared().adminSession, `/clubs/${clubId}`);
  const members = page.getByTestId('members');
  await members.getByRole('row', { name: /Đurđa/ }).getByRole('button', { name: 'Edit' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit member' });
  await drawer.getByRole('button', { name: 'Erase' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase the data of Đurđa Šćekić?' });
  await expect(dialog).toContainText('cannot be undone');
  await dialog.getByRole('button', { name: 'Erase' }).click();

  await expect(page.getByText("The person's data was erased.")).toBeVisible();
  await expect(drawer).toBeHidden();
  // The pseudonym is stored in the site's language (Serbian here), whatever the reader's.
  const row = members.getByRole('row', { name: /Obrisano lice/ });
  await expect(row.getByTestId('erased-badge')).toHaveText('Erased');
  await expect(row).toContainText('01/01/2011');
  await expect(members.getByText('Đurđa')).toBeHidden();
});
