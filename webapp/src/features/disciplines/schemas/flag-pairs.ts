/**
 * The discipline drawer's checkboxes come in mutually exclusive pairs (docs/product.md, Screens and routes):
 * always chargeable / not chargeable, kata A / kata B. Checking one hides its partner.
 */
export const flagPairs = [
  ['alwaysPay', 'noPay'],
  ['isKataA', 'isKataB'],
] as const;

export type DisciplineFlag = (typeof flagPairs)[number][number];
export type DisciplineFlags = Record<DisciplineFlag, boolean>;

const partners: Record<DisciplineFlag, DisciplineFlag> = {
  alwaysPay: 'noPay',
  noPay: 'alwaysPay',
  isKataA: 'isKataB',
  isKataB: 'isKataA',
};

export const partnerOf = (flag: DisciplineFlag): DisciplineFlag => partners[flag];

/** Which checkboxes to show: each one unless its partner is checked. */
export function visibleFlags(flags: DisciplineFlags): Record<DisciplineFlag, boolean> {
  return {
    alwaysPay: !flags.noPay,
    noPay: !flags.alwaysPay,
    isKataA: !flags.isKataB,
    isKataB: !flags.isKataA,
  };
}
