import type { SortMode } from './api/types';

/** The sort modes of the admin lists, in the selector's order (docs/product.md, Tournament states). */
export const SORT_MODES: readonly SortMode[] = ['ALPHA', 'DESC', 'ASC', 'ASSIGNED_NUMBER', 'CLUB'];
export const DEFAULT_SORT: SortMode = 'ALPHA';

/** A stored value as a sort mode; anything unknown (an old or edited value) is the default. */
export const sortModeOf = (value: unknown): SortMode => SORT_MODES.find((mode) => mode === value) ?? DEFAULT_SORT;
