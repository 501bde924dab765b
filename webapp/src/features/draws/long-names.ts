/** A draw's tables on a 360 px phone: a long name or club breaks inside a word rather than
 * widening the page. */
export const WRAP_LONG_NAMES = { overflowWrap: 'anywhere' } as const;
