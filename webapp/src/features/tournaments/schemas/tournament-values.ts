/**
 * The tournament form's values and what turns them into API bodies and back, without zod: the
 * schema (tournament.ts) loads after the form is shown (useZodForm with a SchemaLoader).
 */
import type * as z from 'zod/mini';
import type { Tournament, TournamentCreate } from '@/api/types';
import type { tournamentSchema } from '@/features/tournaments/schemas/tournament';

import { type RegistrationMode } from '@/features/tournaments/schemas/tournament-checks';

export { htmlHasText, isFormDateTime, tournamentMessages } from '@/features/tournaments/schemas/tournament-checks';

/** The eight registration-fee fields (docs/product.md, Fees), in the order of the fee table. */
export const FEE_FIELDS = [
  'single_fee_1',
  'single_fee_1_break',
  'single_fee_2',
  'single_fee_2_break',
  'single_fee_other',
  'single_fee_other_break',
  'team_fee',
  'team_fee_break',
] as const satisfies readonly (keyof TournamentCreate)[];

export type FeeField = (typeof FEE_FIELDS)[number];

/** The mode a tournament is in: the clock, else its switch. */
export function registrationMode(
  tournament: Pick<Tournament, 'registrationByClock' | 'registrationOpen'>,
): RegistrationMode {
  if (tournament.registrationByClock) return 'clock';
  return tournament.registrationOpen ? 'open' : 'closed';
}

/** The longest place the server takes (its texts' limit); the server checks the rest of the names' rule. */
export const PLACE_MAX_LENGTH = 200;

/** The eight fee amounts of a tournament. */
export type Fees = Required<Pick<TournamentCreate, FeeField>>;

/** Rows of the fee table: a price and its discount ("break") per number of disciplines. */
export const FEE_ROWS = [
  { labelKey: 'tournaments.fees.one', fee: 'single_fee_1', discount: 'single_fee_1_break' },
  { labelKey: 'tournaments.fees.two', fee: 'single_fee_2', discount: 'single_fee_2_break' },
  { labelKey: 'tournaments.fees.other', fee: 'single_fee_other', discount: 'single_fee_other_break' },
  { labelKey: 'tournaments.fees.team', fee: 'team_fee', discount: 'team_fee_break' },
] as const satisfies readonly { labelKey: string; fee: FeeField; discount: FeeField }[];

/** `2026-03-01 10:00:00` → `2026-03-01T10:00:00` (the API's ISO 8601). */
export const toApiDateTime = (value: string): string => value.replace(' ', 'T');

const pad = (n: number) => String(n).padStart(2, '0');
const NAIVE_ISO = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?(\.\d+)?$/;

/** An API date-time as the form shows it (`YYYY-MM-DD HH:mm:ss`, local time); '' when missing. */
export function toFormDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const naive = NAIVE_ISO.exec(value);
  if (naive) return `${naive[1]} ${naive[2]}${naive[3] ?? ':00'}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

export type TournamentValues = z.input<typeof tournamentSchema>;

/** The eight fees, each given by `value`. */
function feesFrom(value: (field: FeeField) => number): Fees {
  const fees = {} as Fees;
  for (const field of FEE_FIELDS) fees[field] = value(field);
  return fees;
}

/**
 * A new tournament's fees: the usual prices, no discounts (the server's defaults for fees left
 * out, published in its OpenAPI document).
 */
export const DEFAULT_FEES: Fees = {
  single_fee_1: 2000,
  single_fee_1_break: 0,
  single_fee_2: 3500,
  single_fee_2_break: 0,
  single_fee_other: 4500,
  single_fee_other_break: 0,
  team_fee: 3000,
  team_fee_break: 0,
};

/** The form's starting values: the tournament's, or empty ones (default fees) for a new tournament. */
export function tournamentValues(tournament: Tournament | null): TournamentValues {
  if (!tournament) {
    return {
      name: '',
      description: '',
      startDate: '',
      endDate: '',
      eventDate: '',
      place: '',
      requireMedical: false,
      disciplineIds: [],
      teamDisciplineIds: [],
      isPublic: false,
      publicEntries: false,
      registrationMode: 'closed',
      lateFrom: '',
      lateFee: 0,
      latePer: 'entry',
      withdrawalDeadline: '',
      ...DEFAULT_FEES,
    };
  }
  return {
    name: tournament.name,
    description: tournament.description,
    startDate: toFormDateTime(tournament.startDate),
    endDate: toFormDateTime(tournament.endDate),
    eventDate: tournament.eventDate ?? '',
    place: tournament.place ?? '',
    requireMedical: tournament.requireMedical ?? false,
    disciplineIds: tournament.disciplines.map((link) => String(link.disciplineId)),
    teamDisciplineIds: tournament.teamDisciplines.map((link) => String(link.disciplineId)),
    isPublic: tournament.isPublic,
    publicEntries: tournament.publicEntries,
    registrationMode: registrationMode(tournament),
    lateFrom: toFormDateTime(tournament.lateFrom),
    lateFee: tournament.lateFee ?? 0,
    latePer: tournament.latePer ?? 'entry',
    withdrawalDeadline: toFormDateTime(tournament.withdrawalDeadline),
    ...feesFrom((field) => tournament[field]),
  };
}

/** The create or update body of valid form values. */
export function tournamentBody(values: TournamentValues): TournamentCreate {
  return {
    name: values.name.trim(),
    description: values.description,
    startDate: toApiDateTime(values.startDate),
    endDate: values.endDate.trim() === '' ? null : toApiDateTime(values.endDate),
    eventDate: values.eventDate || null,
    place: values.place.trim(),
    requireMedical: values.requireMedical,
    disciplineIds: values.disciplineIds.map(Number),
    teamDisciplineIds: values.teamDisciplineIds.map(Number),
    isPublic: values.isPublic,
    publicEntries: values.isPublic && values.publicEntries,
    registrationByClock: values.registrationMode === 'clock',
    // By the clock the switch is not used: left as it is (a change of it is recorded as an opening).
    ...(values.registrationMode === 'clock' ? {} : { registrationOpen: values.registrationMode === 'open' }),
    lateFrom: values.lateFrom.trim() === '' ? null : toApiDateTime(values.lateFrom),
    lateFee: values.lateFrom.trim() === '' ? 0 : Number(values.lateFee),
    latePer: values.latePer,
    withdrawalDeadline: values.withdrawalDeadline.trim() === '' ? null : toApiDateTime(values.withdrawalDeadline),
    ...feesFrom((field) => Number(values[field])),
  };
}

/** Every field of the form, for telling the server's field errors from the others. */
export const tournamentFields = [
  'name',
  'description',
  'startDate',
  'endDate',
  'eventDate',
  'place',
  'requireMedical',
  'disciplineIds',
  'teamDisciplineIds',
  'isPublic',
  'publicEntries',
  'registrationByClock',
  'registrationOpen',
  'lateFrom',
  'lateFee',
  'latePer',
  'withdrawalDeadline',
  ...FEE_FIELDS,
] as const;
