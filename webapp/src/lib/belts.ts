import type { Variant } from '@/api/types';

/** Belts of the default variant, highest first (docs/product.md, Variants). */
export const defaultBelts = [
  'CRNI',
  'BRAON',
  'LJUBICASTI',
  'PLAVI',
  'ZELENI',
  'CRVENI',
  'ORANZ',
  'ZUTI',
  'BELI',
] as const;

/** Belts of the WFF variant, highest first (docs/product.md, Variants). */
export const wffBelts = ['BLACK', 'BROWN', 'PURPLE', 'BLUE', 'GREEN', 'ORANGE', 'YELLOW', 'WHITE'] as const;

/** The belts the server accepts in a variant. */
export const beltsFor = (variant: Variant): readonly string[] => (variant === 'wff' ? wffBelts : defaultBelts);

/** The catalogue key of a belt's label (`belt.CRNI`); unknown belts are shown as they are. */
export const beltKey = (belt: string): string => `belt.${belt}`;
