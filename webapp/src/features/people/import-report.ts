/** The import dialog's texts of a report, as pure functions. */
import type { ImportRow, PeopleKind, PeopleResource } from '@/api/types';

/** The kind of people a panel's resource imports. */
export const kindOfResource: Record<PeopleResource, PeopleKind> = {
  Members: 'members',
  Coaches: 'coaches',
  Referees: 'referees',
  Officials: 'officials',
};

/** Fields whose label in a report is not the form's (the consent's cells name the consent). */
const REPORT_LABELS: Record<string, string> = {
  file: 'people.import.file',
  isMale: 'people.gender',
  consentDate: 'people.import.consentDate',
  consentBy: 'people.import.consentBy',
};

/** The catalogue key of a field's label (`isMale` is shown as the gender). */
export const fieldLabelKey = (field: string): string | null => {
  if (field === 'row') return null;
  return REPORT_LABELS[field] ?? `people.${field}`;
};

/** `Ana Anić` of a row's cells (either name may be missing). */
export const rowName = (row: ImportRow): string =>
  [row.values.firstName, row.values.lastName].filter(Boolean).join(' ');

/**
 * The rows a confirmed import stores: the new people, those of other clubs when chosen, and the
 * members already here whose parental consent the file records or changes.
 */
export const toStore = (rows: readonly ImportRow[], withDuplicates: boolean): number =>
  rows.filter((row) => row.status === 'new' || (withDuplicates && row.status === 'duplicate') || row.consentChange)
    .length;

/** Which rows need the reader first: errors, then people found in another club, then the rest. */
const ATTENTION: Record<ImportRow['status'], number> = { error: 0, duplicate: 1, new: 2, same: 2 };

/** The report's rows as the table lists them: those in error first, each group in file order. */
export const reportOrder = (rows: readonly ImportRow[]): ImportRow[] =>
  [...rows].sort((a, b) => ATTENTION[a.status] - ATTENTION[b.status] || a.row - b.row);
