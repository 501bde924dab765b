import { describe, expect, it } from 'vitest';
import type { Draw, DrawGroup } from '@/api/types';
import { hasOwnEntrants, isOwnEntrant, ownEntrants } from '@/features/draws/own-entrants';

const entrant = (registrationId: number, name: string, clubId: number | null) => ({
  registrationId,
  name,
  clubId,
  clubName: clubId === 5 ? 'KK Čukarički' : 'KK Đerdap',
  seed: null,
});

const draw = {
  entrants: [entrant(1, 'Đorđe Šarić', 5), entrant(2, 'Žika Ćirić', 9), entrant(3, 'Ана Јовић', 5)],
} as Draw;

describe('own entrants', () => {
  it("finds the club's entrants of a draw in line order", () => {
    expect(ownEntrants(draw, 5).map((e) => e.name)).toEqual(['Đorđe Šarić', 'Ана Јовић']);
    expect(ownEntrants(draw, 9).map((e) => e.name)).toEqual(['Žika Ćirić']);
  });

  it('marks nobody for a user without a club, and no bye', () => {
    expect(ownEntrants(draw, null)).toEqual([]);
    expect(isOwnEntrant(null, 5)).toBe(false);
    expect(isOwnEntrant(entrant(4, 'Bez kluba', null), 5)).toBe(false);
  });

  it("knows the groups with the club's people from the list's club ids", () => {
    const group = { clubIds: [5, 9] } as DrawGroup;
    expect(hasOwnEntrants(group, 5)).toBe(true);
    expect(hasOwnEntrants(group, 7)).toBe(false);
    expect(hasOwnEntrants(group, null)).toBe(false);
  });
});
