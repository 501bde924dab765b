import { expect, test } from './support/fixtures';
import { apiToken, createAdmin, registerClub } from './support/backend';
import { signedIn } from './support/auth-steps';
import { field } from './support/fields';
import { clubIdOf, createItem, registerCompetitor } from './support/tournament-setup';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const DESKTOP = { width: 1366, height: 900 };

/** The camt.053 statement a bank sends back: one payment of `amount` (minor units) with `reference`. */
const statement = (amount: number, reference: string, payer: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">` +
      `<BkToCstmrStmt><GrpHdr><MsgId>M</MsgId></GrpHdr><Stmt><Id>IZV-${reference}</Id>` +
      `<Ntry><Amt Ccy="RSD">${(amount / 100).toFixed(2)}</Amt><CdtDbtInd>CRDT</CdtDbtInd>` +
      `<BookgDt><Dt>2026-12-01</Dt></BookgDt><NtryDtls><TxDtls><Refs><AcctSvcrRef>E2E-${reference}</AcctSvcrRef></Refs>` +
      `<RltdPties><Dbtr><Nm>${payer}</Nm></Dbtr></RltdPties>` +
      `<RmtInf><Strd><CdtrRefInf><Ref>97 ${reference}</Ref></CdtrRefInf></Strd></RmtInf>` +
      `</TxDtls></NtryDtls></Ntry></Stmt></BkToCstmrStmt></Document>`,
    'utf-8',
  );

test('a club is invoiced, sees the code that pays it, and is paid once the bank statement comes in', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const admin = createAdmin('invoice-admin');
  const adminToken = await apiToken(request, admin);
  const category = await createItem(request, adminToken, 'Categories', { name: `Seniori ${stamp}` });
  const kumite = await createItem(request, adminToken, 'Disciplines', {
    name: `Kumite ${stamp}`,
    categoryIds: [category.id],
  });
  const teams = await createItem(request, adminToken, 'Disciplines', {
    name: `Kata tim ${stamp}`,
    categoryIds: [category.id],
    isTeam: true,
  });
  const cup = await createItem(request, adminToken, 'Tournaments', {
    name: `Kup Šapca ${stamp}`,
    description: '<p>Propozicije.</p>',
    startDate: '2025-01-01T10:00:00',
    endDate: '2099-12-31T23:00:00',
    disciplineIds: [kumite.id],
    teamDisciplineIds: [teams.id],
    registrationOpen: true,
    single_fee_1: 2500,
    single_fee_1_break: 0,
    single_fee_2: 1500,
    single_fee_2_break: 0,
    single_fee_other: 1000,
    single_fee_other_break: 0,
    team_fee: 4000,
    team_fee_break: 0,
  });
  const clubName = `KK Đurđevak ${stamp}`;
  const { account } = await registerClub(request, 'invoice-club', clubName);
  const clubToken = await apiToken(request, account);
  const clubId = await clubIdOf(request, clubToken);
  const member = await createItem(request, clubToken, 'Members', {
    clubId,
    firstName: 'Žana',
    lastName: `Ćirić${stamp}`,
    belt: 'BELI',
    born: '2001-05-05',
    isMale: false,
  });
  await registerCompetitor(request, clubToken, cup.id, {
    memberId: member.id,
    categories: [{ id: category.id, disciplines: [kumite.id] }],
  });

  // The admin enters how the federation is paid, then issues the invoices on the fee tab.
  const byAdmin = await signedIn(browser, DESKTOP, admin);
  await byAdmin.page.goto('/settings/payments');
  await field(byAdmin.page, 'Legal name').fill('Karate savez Srbije');
  await field(byAdmin.page, 'Address').fill('Kneza Miloša 7, Beograd');
  await field(byAdmin.page, 'Account or IBAN').fill('840-955845-11');
  await byAdmin.page.getByRole('button', { name: 'Save' }).click();
  await expect(byAdmin.page.getByText('Enter a valid account (e.g. 840-955845-10) or IBAN.')).toBeVisible();
  await field(byAdmin.page, 'Account or IBAN').fill('840-955845-10');
  await byAdmin.page.getByRole('button', { name: 'Save' }).click();
  await expect(byAdmin.page.getByText('Payment settings saved.')).toBeVisible();
  await byAdmin.page.goto(`/tournaments/${cup.id}?tab=fees`);
  const money = byAdmin.page.getByTestId('tournament-money');
  await money.getByRole('button', { name: 'Issue invoices' }).click();
  await expect(byAdmin.page.getByText(/Documents issued: 1/)).toBeVisible();
  await expect(money.getByRole('row', { name: new RegExp(clubName) }).getByTestId('payment-state')).toHaveText('Due');

  // The club sees its invoice, what it owes and the code that pays it.
  const byClub = await signedIn(browser, DESKTOP, account);
  await byClub.page.goto(`/tournaments/${cup.id}`);
  const own = byClub.page.getByTestId('club-money');
  await expect(own.getByTestId('payment-state')).toHaveText('Due');
  await expect(own.getByRole('img', { name: /QR code that pays/ })).toBeVisible();
  const invoiceLink = own.getByRole('link', { name: 'PDF' });
  const pdf = await byClub.page.request.get((await invoiceLink.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // The bank statement with the club's payment comes in; the admin imports it.
  const owed = await request.get(`/api/tournament/${cup.id}/club/${clubId}/money`, { headers: auth(clubToken) });
  const { balance, invoices } = (await owed.json()) as {
    balance: { balance: number };
    invoices: { reference: string }[];
  };
  const importer = money.getByTestId('statement-import');
  await importer.locator('input[type="file"]').setInputFiles({
    name: 'izvod.xml',
    mimeType: 'application/xml',
    buffer: statement(balance.balance, invoices[0]!.reference, clubName),
  });
  await importer.getByRole('button', { name: 'Check' }).click();
  await expect(importer.getByTestId('statement-result')).toContainText('Counted: 1');
  await importer.getByRole('button', { name: 'Import' }).click();
  await expect(money.getByRole('row', { name: new RegExp(clubName) }).getByTestId('payment-state')).toHaveText('Paid');
  await byAdmin.context.close();

  // The club's page says it is paid, and no code is left to scan.
  await byClub.page.reload();
  await expect(own.getByTestId('payment-state')).toHaveText('Paid');
  await expect(own.getByTestId('pay-code')).toHaveCount(0);
  await byClub.context.close();
});
