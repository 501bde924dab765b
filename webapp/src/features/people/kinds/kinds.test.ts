import { describe, expect, it } from 'vitest';
import type { Coach, Member, Referee } from '@/api/types';
import { i18n } from '@/lib/i18n';
import { coachKind } from './coaches';
import { coachForm } from './coaches-form';
import { memberPlainFields } from './member-plain-fields';
import { memberKind } from './members';
import { officialKind } from './officials';
import { refereeKind } from './referees';
import { refereeForm } from './referees-form';
import { printRow, type KindContext } from './types';

/** The listed plain fields: empty here (each has its own test). */
const listedPlain = memberPlainFields.filter((field) => field.listed);

const ctx = (variant: 'default' | 'wff', isAdmin = false): KindContext => ({
  variant,
  withCertificates: variant === 'wff',
  isAdmin,
  maySetNoPay: true,
  maySetAlwaysPays: isAdmin,
  t: i18n.getFixedT('en'),
});

const referee: Referee = {
  id: 1,
  clubId: 2,
  firstName: 'Sanja',
  lastName: 'Sudić',
  dan: 3,
  rang: 'OTHER',
  rangOther: 'Kontrolor',
  noCertificateWff: 'C-1',
  noRefereeCertificateWff: 'R-2',
  noFudokanPassport: 'F-3',
  avatar: null,
};

describe('people tables and print rows', () => {
  it("a phone's muted line shows each kind's key facts, which are columns of its table", () => {
    const facts = [memberKind, coachKind, refereeKind, officialKind].map((kind) => {
      const keys = kind.columns(ctx('wff')).map((column) => column.key);
      expect(keys).toEqual(expect.arrayContaining([...kind.keyFacts]));
      return kind.keyFacts;
    });
    expect(facts).toEqual([['born', 'belt'], [], ['dan', 'rang'], ['funct']]);
  });

  it('members: names, date of birth, gender, belt, weight and certificate; empty cells for what the server left out', () => {
    const member: Member = {
      id: 1,
      clubId: 2,
      firstName: 'Ana',
      lastName: 'Anić',
      born: '2012-05-17',
      isMale: false,
      belt: 'ZUTI',
      weight: 61.5,
    };
    const columns = memberKind.columns(ctx('default'));
    expect(columns.map((column) => column.key)).toEqual([
      'firstName',
      'lastName',
      'born',
      'gender',
      'belt',
      'weight',
      'medical',
      ...listedPlain.map((field) => field.name),
    ]);
    expect(printRow(columns, member, 0, ctx('default'))).toEqual([
      1,
      'Ana',
      'Anić',
      '17/05/2012',
      'Female',
      'Yellow',
      '61.5',
      '',
      ...listedPlain.map(() => ''),
    ]);
    const otherClub: Member = { id: 2, clubId: 3, firstName: 'Iva', lastName: 'Ivić', belt: 'BLACK' };
    expect(printRow(columns, otherClub, 1, ctx('wff'))).toEqual([
      2,
      'Iva',
      'Ivić',
      '',
      '',
      'Black',
      '',
      '',
      ...listedPlain.map(() => ''),
    ]);
  });

  it('members in Serbian: the date and the weight as Serbian writes them', async () => {
    await i18n.changeLanguage('sr');
    try {
      const member: Member = {
        id: 1,
        clubId: 2,
        firstName: 'Đurđa',
        lastName: 'Šćekić',
        born: '2012-05-17',
        belt: 'ZUTI',
        weight: 61.5,
      };
      const serbian = { ...ctx('default'), t: i18n.getFixedT('sr') };
      expect(printRow(memberKind.columns(serbian), member, 0, serbian)).toEqual([
        1,
        'Đurđa',
        'Šćekić',
        '17.05.2012.',
        '',
        'Žuti',
        '61,5',
        '',
        ...listedPlain.map(() => ''),
      ]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('members whose medical certificate expired or expires within 30 days need attention', () => {
    const needs = memberKind.attention?.needs;
    const ana: Member = { id: 1, clubId: 2, firstName: 'Ana', lastName: 'Anić', belt: 'ZUTI' };
    expect(needs?.({ ...ana, medicalValidUntil: '2027-02-28' }, '2027-03-01')).toBe(true);
    expect(needs?.({ ...ana, medicalValidUntil: '2027-03-31' }, '2027-03-01')).toBe(true);
    expect(needs?.({ ...ana, medicalValidUntil: '2027-04-01' }, '2027-03-01')).toBe(false);
    expect(needs?.(ana, '2027-03-01')).toBe(false);
  });

  it('referees: dan as "N. dan", the typed rank when it is OTHER', () => {
    const columns = refereeKind.columns(ctx('default'));
    expect(printRow(columns, referee, 0, ctx('default'))).toEqual([1, 'Sanja', 'Sudić', '3. dan', 'Kontrolor']);
    expect(printRow(columns, { ...referee, rang: 'NATIONAL_A' }, 0, ctx('default'))[4]).toBe('National A');
  });

  it('certificate numbers only in the WFF variant', () => {
    expect(refereeKind.columns(ctx('default')).map((column) => column.key)).not.toContain('noCertificateWff');
    expect(refereeKind.columns(ctx('wff')).map((column) => column.key)).toEqual([
      'firstName',
      'lastName',
      'dan',
      'rang',
      'noCertificateWff',
      'noRefereeCertificateWff',
      'noFudokanPassport',
    ]);
    const coach: Coach = { ...referee, noCertificateWff: 'C-9', noFudokanPassport: 'F-9' };
    expect(printRow(coachKind.columns(ctx('wff')), coach, 0, ctx('wff'))).toEqual([1, 'Sanja', 'Sudić', 'C-9', 'F-9']);
  });

  it('bodies carry certificate numbers only in the WFF variant', () => {
    const values = refereeForm.initialValues(referee, ctx('wff'));
    expect(refereeForm.toUpdate(values, ctx('default'))).toEqual({
      firstName: 'Sanja',
      lastName: 'Sudić',
      dan: 3,
      rang: 'OTHER',
      rangOther: 'Kontrolor',
    });
    expect(refereeForm.toUpdate(values, ctx('wff'))).toMatchObject({ noRefereeCertificateWff: 'R-2' });
    expect(coachForm.toCreate(coachForm.initialValues(null, ctx('wff')), ctx('wff'))).toEqual({
      firstName: '',
      lastName: '',
      noCertificateWff: '',
      noFudokanPassport: '',
    });
  });
});
