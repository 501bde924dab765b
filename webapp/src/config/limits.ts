/**
 * Limits the server also enforces, in one place for the forms and the messages (the
 * catalogues read them as default interpolation values, see lib/i18n.ts).
 */

/** A password's minimum length (docs/product.md, Security; OpenAPI `minLength` of every new password). */
export const PASSWORD_MIN_LENGTH = 6;
