import { describe, expect, it } from 'vitest';
import type { TournamentFees } from '@/features/registrations/api/types';
import { clubsFromFees, clubsPrintTable, type ClubsPrintLabels } from './clubs';

type ClubFees = TournamentFees['clubs'][number];

const fee = (id: number, name: string, [competitors, teams]: [number, number], total: number): ClubFees => ({
  club: { id, name },
  competitors,
  teams,
  gross: 0,
  discounts: 0,
  net: total,
  deduction: 0,
  total,
});

const report: TournamentFees = {
  clubs: [fee(4, 'KK Alfa', [2, 1], 6750), fee(2, 'KK Beta', [0, 1], 0)],
  gross: 0,
  discounts: 0,
  net: 6750,
  total: 6750,
};

const labels: ClubsPrintLabels = {
  title: 'Clubs',
  subtitle: 'Cup',
  number: 'No.',
  club: 'Club',
  competitors: 'Competitors',
  teams: 'Teams',
  fee: 'Fee',
  empty: 'None',
};

describe('tournament clubs list', () => {
  it('lists every club of the fee report with its competitors, teams and fee', () => {
    expect(clubsFromFees(report)).toEqual([
      { id: 4, name: 'KK Alfa', competitors: 2, teams: 1, total: 6750 },
      { id: 2, name: 'KK Beta', competitors: 0, teams: 1, total: 0 },
    ]);
  });

  it('prints a numbered table, with the fee only when asked', () => {
    const clubs = clubsFromFees(report);
    const withFee = clubsPrintTable(clubs, true, labels, 'en');
    expect(withFee.columns).toEqual(['No.', 'Club', 'Competitors', 'Teams', 'Fee']);
    expect(withFee.rows[0]).toEqual([1, 'KK Alfa', 2, 1, '6.750 RSD']);
    expect(withFee.subtitle).toBe('Cup');
    const plain = clubsPrintTable(clubs, false, labels, 'en');
    expect(plain.columns).toEqual(['No.', 'Club', 'Competitors', 'Teams']);
    expect(plain.rows[1]).toEqual([2, 'KK Beta', 0, 1]);
  });
});
