import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Draw } from '@/api/types';
import { columnX, lineY, NAME_WIDTH } from '@/features/draws/bracket-layout';
import { BracketView } from '@/features/draws/components/BracketView';
import { createQueryClient } from '@/lib/query-client';
import { Providers } from '@/test/render';

const LONG_CLUB = 'Karate klub „Crvena zvezda” Beograd, Sportsko društvo Crvena zvezda';

/** Three entrants on a bracket of four lines: Đurđa faces a bye, so she is in round two. */
const draw: Draw = {
  groupKey: 'q3ufm6w2kz4b7xgo5yre2hpa',
  categoryId: 1,
  disciplineId: 2,
  sex: 'WOMEN',
  format: 'ELIMINATION_TWO_BRONZES',
  seed: 7,
  stale: false,
  published: true,
  entrants: [
    { registrationId: 1, name: 'Đurđa Šarić', clubId: 5, clubName: 'KK Čukarički', seed: 1 },
    { registrationId: 2, name: 'Žana Ćirić', clubId: 9, clubName: LONG_CLUB, seed: null },
    { registrationId: 3, name: 'Vesna Vasić', clubId: 9, clubName: LONG_CLUB, seed: null },
  ],
  bouts: [
    { round: 1, index: 0, red: 1, blue: null },
    { round: 1, index: 1, red: 2, blue: 3 },
    { round: 2, index: 0, red: null, blue: null },
  ],
};

/** The right edge of the area an SVG text is clipped to (none: it may run anywhere). */
const clipRight = (text: Element): number => {
  const reference = /^url\(#(.+)\)$/.exec(text.getAttribute('clip-path') ?? '')?.[1];
  const rect = reference ? document.getElementById(reference)?.querySelector('rect') : null;
  if (!rect) return Infinity;
  return Number(rect.getAttribute('x')) + Number(rect.getAttribute('width'));
};

describe('BracketView', { timeout: 20_000 }, () => {
  it('shows the winner by a bye on her line of round two', () => {
    render(
      <Providers queryClient={createQueryClient()}>
        <BracketView draw={draw} />
      </Providers>,
    );
    const advanced = screen.getAllByTestId('bracket-advanced');
    expect(advanced.map((text) => text.textContent)).toEqual(['Đurđa Šarić']);
    expect(Number(advanced[0]?.getAttribute('y'))).toBe(lineY(1, 0) - 6);
    expect(Number(advanced[0]?.getAttribute('x'))).toBeGreaterThanOrEqual(columnX(1));
  });

  it('keeps a long club name inside its line, short of the connector', () => {
    render(
      <Providers queryClient={createQueryClient()}>
        <BracketView draw={draw} />
      </Providers>,
    );
    const slots = screen.getAllByTestId('bracket-slot');
    expect(slots.filter((slot) => slot.textContent?.includes(LONG_CLUB))).toHaveLength(2);
    for (const slot of slots) expect(clipRight(slot)).toBeLessThan(NAME_WIDTH);
    for (const text of screen.getAllByTestId('bracket-advanced')) {
      expect(clipRight(text)).toBeLessThan(columnX(2));
    }
  });

  it('carries the winners through to the last line, the losers faded', () => {
    const played = (round: number, index: number, red: number | null, blue: number | null, winner: number | null) => ({
      round,
      index,
      red,
      blue,
      winner,
      ending: null,
      redPoints: null,
      bluePoints: null,
      version: winner === null || blue === null ? 0 : 1,
    });
    render(
      <Providers queryClient={createQueryClient()}>
        <BracketView draw={draw} bouts={[played(1, 0, 1, null, 1), played(1, 1, 2, 3, 3), played(2, 0, 1, 3, 3)]} />
      </Providers>,
    );
    expect(screen.getByTestId('bracket-winner')).toHaveTextContent('Vesna Vasić');
    const advanced = screen.getAllByTestId('bracket-advanced');
    expect(advanced.map((text) => [text.textContent, text.getAttribute('data-outcome')])).toEqual([
      ['Đurđa Šarić', 'lost'],
      ['Vesna Vasić', 'won'],
    ]);
    const slots = screen.getAllByTestId('bracket-slot');
    expect(slots.map((slot) => slot.getAttribute('data-outcome'))).toEqual(['won', null, 'lost', 'won']);
  });
});
