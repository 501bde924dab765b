/** How the app names a bout: "Final", "Semi-final 2", "Round 1, bout 3", "Bronze bout A". */
import type { TFunction } from 'i18next';
import type { Draw } from '@/api/types';
import { roundsOf } from '@/features/draws/bracket-layout';

export interface BoutPlace {
  round: number;
  index: number;
}

/** The bout `bout` of `draw` by name. A round robin's bouts are numbered in fighting order; an
 * elimination's repechage bouts (the rounds after the final) by their line, A or B. */
export function boutLabel(bout: BoutPlace, draw: Pick<Draw, 'format' | 'bouts'>, t: TFunction): string {
  const number = bout.index + 1;
  if (draw.format === 'ROUND_ROBIN') return t('draws.boutNumber', { number });
  const rounds = roundsOf(draw);
  if (bout.round > rounds) {
    const line = bout.index === 0 ? 'A' : 'B';
    if (bout.round === 2 * rounds - 2) return t('draws.bronzeBout', { line });
    return t('draws.repechageBout', { line, number: bout.round - rounds });
  }
  if (bout.round === rounds) return t('draws.final');
  if (bout.round === rounds - 1) return t('draws.semifinalBout', { number });
  return t('draws.roundBout', { round: bout.round, number });
}

/** The bouts a change reset, as the server names them ("2/0"), by name. */
export const resetLabels = (reset: readonly string[], draw: Pick<Draw, 'format' | 'bouts'>, t: TFunction): string[] =>
  reset.map((key) => {
    const [round, index] = key.split('/').map(Number);
    return round === undefined || index === undefined ? key : boutLabel({ round, index }, draw, t);
  });
