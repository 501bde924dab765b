import { describe, expect, it } from 'vitest';
import { ApiError, errorMessageOf, fieldErrorsOf, hasStatus, retryAfterSeconds } from './api-errors';

const fallback = 'Uuups. Došlo je do greške.';

describe('errorMessageOf (docs/product.md, Errors)', () => {
  it('prefers the message', () => {
    expect(errorMessageOf({ message: 'Poruka', error: 'Greška' }, fallback)).toBe('Poruka');
  });

  it('falls back to the error, then to the default', () => {
    expect(errorMessageOf({ message: '', error: 'Greška' }, fallback)).toBe('Greška');
    expect(errorMessageOf({}, fallback)).toBe(fallback);
    expect(errorMessageOf(undefined, fallback)).toBe(fallback);
    expect(errorMessageOf('plain text body', fallback)).toBe('plain text body');
  });

  it('joins the values of an errors map with line breaks', () => {
    const payload = {
      message: 'Podaci nisu ispravni.',
      error: 'x',
      errors: { email: 'Loš e-mail.', 'club.name': 'Obavezno.' },
    };
    expect(errorMessageOf(payload, fallback)).toBe('Loš e-mail.\nObavezno.');
  });
});

describe('fieldErrorsOf', () => {
  it('keeps string messages and joins lists', () => {
    expect(fieldErrorsOf({ errors: { a: 'A', b: ['B1', 'B2'], c: 3, d: '' } })).toEqual({ a: 'A', b: 'B1\nB2' });
    expect(fieldErrorsOf({ errors: null })).toEqual({});
    expect(fieldErrorsOf(null)).toEqual({});
  });
});

describe('ApiError', () => {
  it('exposes status, server error and field errors', () => {
    const error = new ApiError(409, 'Taken', { error: 'Taken', errors: { email: 'Taken' } });
    expect(error.serverError).toBe('Taken');
    expect(error.fieldErrors).toEqual({ email: 'Taken' });
    expect(hasStatus(error, 409)).toBe(true);
    expect(hasStatus(new Error('x'), 409)).toBe(false);
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds and dates, and nothing else', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(retryAfterSeconds('12')).toBe(12);
    expect(retryAfterSeconds(' 0 ')).toBe(0);
    expect(retryAfterSeconds('Sun, 01 Mar 2026 10:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Sun, 01 Mar 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds('soon')).toBeUndefined();
  });
});
