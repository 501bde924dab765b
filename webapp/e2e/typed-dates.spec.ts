import { field } from './support/fields';
import { signIn } from './support/auth-steps';
import { registerClub } from './support/backend';
import { expect, test } from './support/fixtures';

// Dates as people type them into the member form (issue 32): every usual spelling is read and
// shown as the language writes dates, nothing typed is dropped in silence, and the list shows
// dates and weights as the field does. Each test registers a club of its own.

test('a Serbian coach types dates the usual ways and weights with a comma', async ({ page, request }) => {
  const { account, club } = await registerClub(request, 'typed-dates-sr', `KK Datumi Đurđevak ${Date.now()}`);
  await page.goto('/login');
  await field(page, 'E-mail').fill(account.email);
  await field(page, 'Lozinka').fill(account.password);
  await page.getByRole('button', { name: 'Prijavi se' }).click();
  await expect(page.getByTestId('club-panel').getByRole('heading', { name: club.name })).toBeVisible();

  const members = page.getByTestId('members');
  await members.getByRole('button', { name: 'Dodaj člana' }).click();
  const drawer = page.getByRole('dialog', { name: 'Dodaj člana' });
  await field(drawer, 'Ime').fill('Đurđa');
  await field(drawer, 'Prezime').fill('Šćekić');
  const born = field(drawer, 'Datum rođenja');

  // No final dot, typed key by key, then Tab: kept, and shown as Serbian writes dates.
  await born.pressSequentially('15.03.2012');
  await expect(drawer.getByText('Čita se: 15. mart 2012.')).toBeVisible();
  await born.press('Tab');
  await expect(born).toHaveValue('15.03.2012.');

  // What is no date stays as typed, with a message, and nothing is saved.
  await born.fill('31.02.2012.');
  await born.press('Tab');
  await expect(born).toHaveValue('31.02.2012.');
  await expect(drawer.getByText('Ovo nije datum. Upišite dan, mesec i godinu, npr. 15.03.2012.')).toBeVisible();
  await drawer.getByRole('radio', { name: 'Ženski' }).check();
  await field(drawer, 'Pojas').click();
  await page.getByRole('option', { name: 'Plavi', exact: true }).click();
  await field(drawer, 'Težina (kg)').fill('45,5');
  await drawer.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(born).toHaveValue('31.02.2012.');
  await expect(drawer.getByText(/^Ovo nije datum/)).toBeVisible();
  await expect(drawer).toBeVisible();
  await expect(page.getByText('validation.', { exact: false })).toHaveCount(0);

  // With spaces, one-digit month and the final dot: read, then saved.
  await born.fill('15. 3. 2012.');
  await born.press('Tab');
  await expect(born).toHaveValue('15.03.2012.');
  await expect(drawer.getByText(/^Ovo nije datum/)).toBeHidden();
  await drawer.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(page.getByText('Član je dodat.')).toBeVisible();
  await expect(drawer).toBeHidden();

  const row = members.getByRole('row', { name: /Đurđa/ });
  await expect(row).toContainText('15.03.2012.');
  await expect(row).toContainText('45,5');
});

test('an English coach types an ISO date and reads dates as dd/mm/yyyy everywhere', async ({
  english: page,
  request,
}) => {
  const { account } = await registerClub(request, 'typed-dates-en', `KK Dates Čačak ${Date.now()}`);
  await signIn(page, account.email, account.password);
  const members = page.getByTestId('members');
  await members.getByRole('button', { name: 'Add member' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add member' });

  // Saving with the date left empty says so in words, not as a message key.
  await drawer.getByRole('button', { name: 'Save' }).click();
  const born = field(drawer, 'Date of birth');
  await expect(born).toHaveAccessibleDescription('This field is required.');
  await expect(page.getByText('validation.', { exact: false })).toHaveCount(0);

  await field(drawer, 'First name').fill('Jovan');
  await field(drawer, 'Last name').fill('Ćirić');
  await born.pressSequentially('2012-3-15');
  await expect(drawer.getByText('Read as 15 March 2012')).toBeVisible();
  await born.press('Tab');
  await expect(born).toHaveValue('15/03/2012');
  await drawer.getByRole('radio', { name: 'Male', exact: true }).check();
  await field(drawer, 'Belt').click();
  await page.getByRole('option', { name: 'Blue', exact: true }).click();
  await field(drawer, 'Weight (kg)').fill('61.5');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Member added.')).toBeVisible();

  const row = members.getByRole('row', { name: /Jovan/ });
  await expect(row).toContainText('15/03/2012');
  await expect(row).toContainText('61.5');
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(field(page.getByRole('dialog', { name: 'Edit member' }), 'Date of birth')).toHaveValue('15/03/2012');
});
