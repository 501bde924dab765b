/** Where a bracket's lines, names and connectors go, as plain numbers for an SVG. */
import type { Draw, DrawEntrant } from '@/api/types';

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

export interface Slot {
  y: number;
  entrant: DrawEntrant | null;
}

export interface BracketLayout {
  /** Rounds of the bracket (its last one is the final). */
  rounds: number;
  slots: Slot[];
  /** Round two's lines already known: the entrants whose first-round opponent is a bye. */
  advanced: { y: number; entrant: DrawEntrant }[];
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

/** The entrant of a first-round bout against a bye, on its line of round two. */
const advancedByBye = (firstRound: Draw['bouts'], byId: Map<number, DrawEntrant>): BracketLayout['advanced'] =>
  firstRound.flatMap((bout) => {
    const alone = bout.red === null ? bout.blue : bout.blue === null ? bout.red : null;
    const entrant = alone === null ? undefined : byId.get(alone);
    return entrant ? [{ y: lineY(1, bout.index), entrant }] : [];
  });

/** The layout of an elimination draw: round 1 from its bouts, round 2 with the winners by a
 * bye, the later columns empty. */
export function bracketLayout(draw: Draw): BracketLayout {
  const firstRound = draw.bouts.filter((bout) => bout.round === 1).sort((a, b) => a.index - b.index);
  const byId = new Map(draw.entrants.map((entrant) => [entrant.registrationId, entrant]));
  const ids = firstRound.flatMap((bout) => [bout.red, bout.blue]);
  const size = ids.length;
  const rounds = Math.log2(size);
  const slots = ids.map((id, index) => ({ y: lineY(0, index), entrant: id === null ? null : (byId.get(id) ?? null) }));
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
    advanced: advancedByBye(firstRound, byId),
    segments,
    width: columnX(rounds) + COLUMN_WIDTH,
    height: TOP + size * ROW + ROW / 2,
    repechageSteps,
  };
}
