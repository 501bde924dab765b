import { describe, expect, it } from 'vitest';
import type { StaffPerson } from './api/types';
import { sortStaff, staffPrintTable } from './staff-lists';

const person = (id: number, firstName: string, lastName: string, clubName: string): StaffPerson => ({
  id,
  tournamentId: 1,
  clubId: id,
  personId: id,
  firstName,
  lastName,
  clubName,
});

const people = [
  person(1, 'Zoran', 'Ćirić', 'Sloga'),
  person(2, 'Ana', 'Babić', 'Borac'),
  person(3, 'Ivan', 'Anić', 'Sloga'),
];

describe('staff lists', () => {
  it('sorts by club then name, or by name then club', () => {
    expect(sortStaff(people, 'club').map((p) => p.id)).toEqual([2, 3, 1]);
    expect(sortStaff(people, 'name').map((p) => p.id)).toEqual([3, 2, 1]);
  });

  it('sorts names in the Serbian alphabet: Č, Ć, Đ, Š, Ž after the letters they look like', () => {
    const names = ['Žikić', 'Vasić', 'Šarić', 'Đorđević', 'Ćirić', 'Cvetić', 'Dimić'];
    const staff = names.map((lastName, index) => person(index + 1, 'Ana', lastName, 'Sloga'));
    expect(sortStaff(staff, 'name').map((p) => p.lastName)).toEqual([
      'Cvetić', 'Ćirić', 'Dimić', 'Đorđević', 'Šarić', 'Vasić', 'Žikić',
    ]); // prettier-ignore
  });

  it('prints a numbered list of names and clubs', () => {
    const labels = { title: 'Coaches', subtitle: 'Cup', number: 'No.', name: 'Name', club: 'Club', empty: 'Nobody' };
    const table = staffPrintTable(sortStaff(people, 'club'), labels, 'en');
    expect(table.columns).toEqual(['No.', 'Name', 'Club']);
    expect(table.rows[0]).toEqual([1, 'Ana Babić', 'Borac']);
    expect(table.subtitle).toBe('Cup');
  });
});
