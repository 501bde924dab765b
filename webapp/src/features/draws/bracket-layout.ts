/** Where a bracket's lines, names and connectors go, as plain numbers for an SVG. */
import type { Draw, DrawEntrant, PlayedBout } from '@/api/types';

export const ROW = 28;
export const NAME_WIDTH = 300;
export const COLUMN_WIDTH = 130;
export const TOP = 24;

export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** How a line's fighter came out of the bout it fights next: won it (or the whole bracket, on
 * the winner's line), lost it, or not decided yet. */
export type Outcome = 'won' | 'lost' | null;

export interface Slot {
  y: number;
  entrant: DrawEntrant | null;
  outcome: Outcome;
}

export interface Advanced {
  /** 1 for round two's lines, up to `rounds` for the winner's line. */
  column: number;
  y: number;
  entrant: DrawEntrant;
  outcome: Outcome;
}

/** A bout with its winner as the server answers it (recorded, or a bye's fighter). */
export type DecidedBout = Pick<PlayedBout, 'round' | 'index' | 'red' | 'blue' | 'winner'>;

export interface BracketLayout {
  /** Rounds of the bracket (its last one is the final). */
  rounds: number;
  slots: Slot[];
  /** The lines of the later columns already known: the winners of the bouts before them. */
  advanced: Advanced[];
  segments: Segment[];
  width: number;
  height: number;
  /** Repechage steps per line (the last is the bronze bout); 0 without repechage. */
  repechageSteps: number;
}

/** The line of column `column` (0: the entrants) and place `index` in it. */
export const lineY = (column: number, index: number): number =>
  TOP + (index * 2 ** column + (2 ** column + 1) / 2) * ROW;

/** The x where column `column` (0: the entrants) starts. */
export const columnX = (column: number): number => (column === 0 ? 0 : NAME_WIDTH + (column - 1) * COLUMN_WIDTH);
const columnWidth = (column: number): number => (column === 0 ? NAME_WIDTH : COLUMN_WIDTH);

/** The width a name in column `column` may take: up to the connector, never over it. */
export const textWidth = (column: number): number => columnWidth(column) - 8;

/** The rounds of an elimination draw: its first round has one bout per two lines. */
export const roundsOf = (draw: Pick<Draw, 'bouts'>): number =>
  Math.log2(2 * draw.bouts.filter((bout) => bout.round === 1).length);

/** The drawn bouts as they stand before any result: a first-round bout against a bye is won by
 * its only fighter. */
const unplayed = (draw: Draw): DecidedBout[] =>
  draw.bouts.map((bout) => ({
    ...bout,
    winner: bout.round === 1 && (bout.red === null) !== (bout.blue === null) ? (bout.red ?? bout.blue) : null,
  }));

/** How the fighter `id` on line `index` of column `column` fared in the bout it fights next. */
function outcomeOf(
  winners: Map<string, number | null>,
  rounds: number,
  column: number,
  index: number,
  id: number,
): Outcome {
  if (column === rounds) return 'won';
  const winner = winners.get(`${column + 1}/${index >> 1}`) ?? null;
  if (winner === null) return null;
  return winner === id ? 'won' : 'lost';
}

/** The layout of an elimination draw: round 1 from its bouts, the later columns with the winners
 * of `played` (the server's bouts as they stand; without them, the winners by a bye). */
export function bracketLayout(draw: Draw, played: readonly DecidedBout[] = unplayed(draw)): BracketLayout {
  const firstRound = draw.bouts.filter((bout) => bout.round === 1).sort((a, b) => a.index - b.index);
  const byId = new Map(draw.entrants.map((entrant) => [entrant.registrationId, entrant]));
  const ids = firstRound.flatMap((bout) => [bout.red, bout.blue]);
  const size = ids.length;
  const rounds = roundsOf(draw);
  const bracket = played.filter((bout) => bout.round <= rounds);
  const winners = new Map(bracket.map((bout) => [`${bout.round}/${bout.index}`, bout.winner]));
  const slots = ids.map((id, index) => ({
    y: lineY(0, index),
    entrant: id === null ? null : (byId.get(id) ?? null),
    outcome: id === null ? null : outcomeOf(winners, rounds, 0, index, id),
  }));
  const advanced = bracket.flatMap(({ round, index, winner }) => {
    const entrant = winner === null ? undefined : byId.get(winner);
    if (!entrant) return [];
    const outcome = outcomeOf(winners, rounds, round, index, entrant.registrationId);
    return [{ column: round, y: lineY(round, index), entrant, outcome }];
  });
  const segments: Segment[] = [];
  for (let column = 0; column <= rounds; column += 1) {
    const count = size / 2 ** column;
    for (let index = 0; index < count; index += 1) {
      const y = lineY(column, index);
      segments.push({ x1: columnX(column), y1: y, x2: columnX(column) + columnWidth(column), y2: y });
      if (column < rounds && index % 2 === 0) {
        const edge = columnX(column) + columnWidth(column);
        segments.push({ x1: edge, y1: y, x2: edge, y2: lineY(column, index + 1) });
      }
    }
  }
  const repechageSteps = draw.format === 'ELIMINATION_REPECHAGE' ? Math.max(0, rounds - 2) : 0;
  return {
    rounds,
    slots,
    advanced,
    segments,
    width: columnX(rounds) + COLUMN_WIDTH,
    height: TOP + size * ROW + ROW / 2,
    repechageSteps,
  };
}
