/** Every club's staff of a tournament as the admins' lists show and print them: pure functions. */
import type { PrintTable } from '@/components/print-table';
import { compareNames } from '@/lib/serbian';
import type { StaffPerson } from './api/types';

export type StaffSort = 'club' | 'name';

const byName = (a: StaffPerson, b: StaffPerson) =>
  compareNames(a.lastName, b.lastName) || compareNames(a.firstName, b.firstName);
const byClub = (a: StaffPerson, b: StaffPerson) => compareNames(a.clubName, b.clubName);

/** The people by club then name, or by name then club. */
export function sortStaff(people: readonly StaffPerson[], sort: StaffSort): StaffPerson[] {
  const order = sort === 'club' ? [byClub, byName] : [byName, byClub];
  return [...people].sort((a, b) => order.reduce((found, next) => found || next(a, b), 0) || a.id - b.id);
}

export interface StaffPrintLabels {
  title: string;
  subtitle: string;
  number: string;
  name: string;
  club: string;
  empty: string;
}

/** The printable list: number, name, club, in the order shown. */
export const staffPrintTable = (
  people: readonly StaffPerson[],
  labels: StaffPrintLabels,
  lang: string,
): PrintTable => ({
  title: labels.title,
  subtitle: labels.subtitle,
  columns: [labels.number, labels.name, labels.club],
  rows: people.map((person, index) => [index + 1, `${person.firstName} ${person.lastName}`, person.clubName]),
  emptyText: labels.empty,
  lang,
});
