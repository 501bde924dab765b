import { readFileSync } from 'node:fs';
import { openAs } from './support/auth-steps';
import { apiSession, registerClub } from './support/backend';
import { expect, test } from './support/fixtures';

/** A CSV as Excel saves it in a Serbian locale: semicolons, a BOM, dates as dd.mm.yyyy. */
const csv = (rows: string[][]) => Buffer.from(`\ufeff${rows.map((row) => row.join(';')).join('\r\n')}`, 'utf-8');
const HEADER = ['Ime', 'Prezime', 'Datum rođenja', 'Pol', 'Pojas'];

test('a club imports its members from a spreadsheet and downloads them', async ({ english: page, request }) => {
  const { account } = await registerClub(request, 'import', `KK Import ${Date.now()}`);
  await openAs(page, await apiSession(request, account), '/');
  await expect(page).toHaveURL(/\/my-club$/);
  const members = page.getByTestId('members');
  await expect(members.getByText('The club has no members yet.')).toBeVisible();

  // A file with an error: the dry run reports every row with its reasons; nothing can be stored.
  await members.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from a spreadsheet: Members' });
  const fileInput = dialog.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'clanovi.csv',
    mimeType: 'text/csv',
    buffer: csv([
      HEADER,
      ['Jelena', 'Jovanović', '17.05.2012.', 'Ž', 'Plavi'],
      ['Marko', 'Marković', '31.02.2011.', 'M', 'zeleni'],
    ]),
  });
  const report = dialog.getByTestId('import-report');
  await expect(dialog.getByTestId('import-summary')).toHaveText(
    'New: 1 · Already here: 0 · In another club: 0 · With errors: 1',
  );
  const bad = report.locator('tr[data-status="error"]');
  await expect(bad).toContainText('Marko Marković');
  await expect(bad).toContainText('Date of birth: Enter the date as dd.mm.yyyy. or yyyy-mm-dd.');
  await expect(dialog.getByRole('button', { name: 'Import (1)' })).toBeDisabled();

  // The fixed file: confirm, a toast with the counts, the members listed.
  await fileInput.setInputFiles({
    name: 'clanovi.csv',
    mimeType: 'text/csv',
    buffer: csv([
      HEADER,
      ['Jelena', 'Jovanović', '17.05.2012.', 'Ž', 'Plavi'],
      ['Marko', 'Marković', '2011-02-28', 'M', 'zeleni'],
    ]),
  });
  await expect(dialog.getByTestId('import-summary')).toHaveText(
    'New: 2 · Already here: 0 · In another club: 0 · With errors: 0',
  );
  await dialog.getByRole('button', { name: 'Import (2)' }).click();
  await expect(page.getByText('Imported: 2. Already here: 0. In another club: 0.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(members.getByRole('row', { name: /Jelena/ })).toContainText('Blue');
  await expect(members.getByRole('row', { name: /Marko/ })).toContainText('Green');

  // The club's people as a spreadsheet: an .xlsx download.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download spreadsheet (.xlsx)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^people-\d+\.xlsx$/);
  const saved = readFileSync(await download.path());
  expect(saved.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
});
