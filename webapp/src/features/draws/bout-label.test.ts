import { describe, expect, it } from 'vitest';
import type { Draw } from '@/api/types';
import { boutLabel, resetLabels } from '@/features/draws/bout-label';
import { i18n } from '@/lib/i18n';

/** A draw of `lines` lines (only its first round matters for the names). */
const draw = (lines: number, format: Draw['format'] = 'ELIMINATION_REPECHAGE') => ({
  format,
  bouts: Array.from({ length: lines / 2 }, (_, index) => ({ round: 1, index, red: null, blue: null })),
});

describe('boutLabel', () => {
  const t = i18n.t.bind(i18n);

  it.each([
    [{ round: 1, index: 2 }, 'Round 1, bout 3'],
    [{ round: 3, index: 0 }, 'Semi-final 1'],
    [{ round: 3, index: 1 }, 'Semi-final 2'],
    [{ round: 4, index: 0 }, 'Final'],
    [{ round: 5, index: 0 }, 'Repechage A, round 1'],
    [{ round: 6, index: 1 }, 'Bronze bout B'],
  ])('names bout %o of a bracket of 16 %s', (bout, label) => {
    expect(boutLabel(bout, draw(16), t)).toBe(label);
  });

  it("numbers a round robin's bouts in fighting order", () => {
    expect(boutLabel({ round: 1, index: 4 }, draw(4, 'ROUND_ROBIN'), t)).toBe('Bout 5');
  });

  it('names the bouts a change reset, in Serbian too', async () => {
    expect(resetLabels(['3/0', '4/1'], draw(8), t)).toEqual(['Final', 'Bronze bout B']);
    await i18n.changeLanguage('sr');
    try {
      expect(resetLabels(['2/1'], draw(8), i18n.t.bind(i18n))).toEqual(['Polufinale 2']);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
