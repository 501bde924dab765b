import { describe, expect, it } from 'vitest';
import type { Draw } from '@/api/types';
import { bracketLayout, lineY } from '@/features/draws/bracket-layout';
import { drawOf, entrant } from '@/features/draws/draw-fixtures';

const draw = (ids: (number | null)[], format: Draw['format'] = 'ELIMINATION_REPECHAGE'): Draw =>
  drawOf(
    format,
    ids.filter((id): id is number => id !== null).map((id) => entrant(id, `N${id}`, 1)),
    Array.from({ length: ids.length / 2 }, (_, index) => ({
      round: 1,
      index,
      red: ids[2 * index] ?? null,
      blue: ids[2 * index + 1] ?? null,
    })),
  );

describe('bracketLayout', () => {
  it('puts every slot on its line, byes included, and joins each pair in the next column', () => {
    const layout = bracketLayout(draw([1, null, 2, 3, 4, 5, 6, null]));
    expect(layout.rounds).toBe(3);
    expect(layout.slots.map((slot) => slot.entrant?.name ?? null)).toEqual([
      'N1',
      null,
      'N2',
      'N3',
      'N4',
      'N5',
      'N6',
      null,
    ]);
    // 8 + 4 + 2 + 1 horizontal lines, 4 + 2 + 1 connectors.
    expect(layout.segments).toHaveLength(15 + 7);
    expect(lineY(1, 0)).toBe((lineY(0, 0) + lineY(0, 1)) / 2);
    expect(layout.repechageSteps).toBe(1);
  });

  it('has no repechage for two bronzes', () => {
    expect(bracketLayout(draw([1, 2, 3, 4], 'ELIMINATION_TWO_BRONZES')).repechageSteps).toBe(0);
  });

  it('puts each winner on the next line, bold, and the loser faded', () => {
    const layout = bracketLayout(draw([1, 2, 3, 4], 'ELIMINATION_TWO_BRONZES'), [
      { round: 1, index: 0, red: 1, blue: 2, winner: 2 },
      { round: 1, index: 1, red: 3, blue: 4, winner: 3 },
      { round: 2, index: 0, red: 2, blue: 3, winner: 2 },
    ]);
    expect(layout.slots.map((slot) => slot.outcome)).toEqual(['lost', 'won', 'won', 'lost']);
    expect(layout.advanced.map(({ column, entrant, outcome }) => [column, entrant.name, outcome])).toEqual([
      [1, 'N2', 'won'],
      [1, 'N3', 'lost'],
      [2, 'N2', 'won'],
    ]);
    expect(layout.advanced[2]?.y).toBe(lineY(2, 0));
  });

  it('leaves a line undecided while its bout has no result', () => {
    const layout = bracketLayout(draw([1, null, 2, 3]));
    expect(layout.slots.map((slot) => slot.outcome)).toEqual(['won', null, null, null]);
    expect(layout.advanced.map(({ entrant, outcome }) => [entrant.name, outcome])).toEqual([['N1', null]]);
  });
});
