import { field } from './support/fields';
import { openAs } from './support/auth-steps';
import { apiSession, PNG_PIXEL, registerClub } from './support/backend';
import { expect, test } from './support/fixtures';

test('a club adds a member with a photo, edits, prints and deletes it', async ({ english: page, request }) => {
  const { account, club } = await registerClub(request, 'members', `KK Members ${Date.now()}`);
  await openAs(page, await apiSession(request, account), '/');
  await expect(page).toHaveURL(/\/my-club$/);
  await expect(page.getByTestId('club-panel').getByRole('heading', { name: club.name })).toBeVisible();

  const members = page.getByTestId('members');
  await expect(members.getByText('The club has no members yet.')).toBeVisible();

  // Add: the form checks the fields; a file that is not a picture is refused and cleared.
  await members.getByRole('button', { name: 'Add member' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add member' });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('This field is required.').first()).toBeVisible();

  await field(drawer, 'First name').fill('Jelena');
  await field(drawer, 'Last name').fill('Jovanović');
  // Typed as the API writes it or in the language's format; shown in the language's format. Tab
  // leaves the field and closes its calendar.
  await field(drawer, 'Date of birth').fill('2012-05-17');
  await field(drawer, 'Date of birth').press('Tab');
  await expect(field(drawer, 'Date of birth')).toHaveValue('17/05/2012');
  await drawer.getByRole('radio', { name: 'Female' }).check();
  await field(drawer, 'Belt').click();
  await page.getByRole('option', { name: 'Blue', exact: true }).click();
  // A certificate that runs out in ten days: the panel's badge counts it.
  const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await field(drawer, 'Weight (kg)').fill('45.5');
  await field(drawer, 'Medical certificate valid until').fill(soon);
  await field(drawer, 'Medical certificate valid until').press('Tab');

  const fileInput = drawer.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(drawer.getByText('Only image files are allowed. (.jpg, .jpeg, .png, .gif)')).toBeVisible();
  await fileInput.setInputFiles(PNG_PIXEL);
  await expect(drawer.getByText('pixel.png')).toBeVisible();
  await expect(drawer.getByText('Only image files are allowed.', { exact: false })).toBeHidden();
  await expect(drawer.getByTestId('image-preview').locator('img')).toHaveAttribute('src', /^blob:/);
  await drawer.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Member added.')).toBeVisible();
  await expect(drawer).toBeHidden();
  const row = members.getByRole('row', { name: /Jelena/ });
  await expect(row).toContainText('Jovanović');
  await expect(row).toContainText('17/05/2012');
  await expect(row).toContainText('Female');
  await expect(row).toContainText('Blue');
  await expect(row).toContainText('45.5');
  await expect(row).toContainText('(expires soon)');
  await expect(members.getByTestId('attention-badge')).toHaveText('Medical certificate: 1 to renew');
  // The photo comes through the signed link the API answered, and it shows.
  const photo = row.getByRole('img', { name: 'Jelena Jovanović' });
  await expect(photo).toHaveAttribute('src', /^\/files\/avatars\/[0-9a-f]{32}\.png\?expires=\d+&signature=[\w-]+$/);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // Edit.
  await row.getByRole('button', { name: 'Edit' }).click();
  const editDrawer = page.getByRole('dialog', { name: 'Edit member' });
  await expect(field(editDrawer, 'First name')).toHaveValue('Jelena');
  await field(editDrawer, 'First name').fill('Jelka');
  await editDrawer.getByRole('checkbox', { name: 'Free of the registration fee' }).check();
  await editDrawer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Member saved.')).toBeVisible();
  const edited = members.getByRole('row', { name: /Jelka/ });
  await expect(edited).toContainText('Jovanović');

  // Print: a new window with a table of the panel.
  const popupOpened = page.waitForEvent('popup');
  await members.getByRole('button', { name: 'Print' }).click();
  const popup = await popupOpened;
  await expect(popup.locator('h1')).toHaveText(`Members - ${club.name}`);
  await expect(popup.locator('th')).toHaveText([
    'No.',
    'First name',
    'Last name',
    'Date of birth',
    'Sex',
    'Belt',
    'Weight (kg)',
    'Medical certificate valid until',
    'Nationality',
  ]);
  await expect(popup.locator('tbody tr')).toHaveCount(1);
  await expect(popup.locator('tbody td')).toHaveText([
    '1',
    'Jelka',
    'Jovanović',
    '17/05/2012',
    'Female',
    'Blue',
    '45.5',
    /\(expires soon\)$/,
    '',
  ]);
  await popup.close();

  // Delete: cancelling keeps the member; confirming removes it.
  await edited.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete' });
  await expect(confirm).toContainText('Do you really want to delete Jelka Jovanović?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Member Jelka Jovanović deleted.')).toBeVisible();
  await expect(members.getByText('The club has no members yet.')).toBeVisible();
});
