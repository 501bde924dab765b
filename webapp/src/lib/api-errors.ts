/** Turning an error answer of the API into what the user reads (docs/product.md, Errors). */

export type FieldErrors = Record<string, string>;

export interface ErrorPayload {
  message?: unknown;
  error?: unknown;
  errors?: unknown;
}

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

/** The per-field errors of an answer, with only string messages kept. */
export function fieldErrorsOf(payload: unknown): FieldErrors {
  if (!payload || typeof payload !== 'object') return {};
  const errors = (payload as ErrorPayload).errors;
  if (!errors || typeof errors !== 'object') return {};
  const result: FieldErrors = {};
  for (const [field, message] of Object.entries(errors as Record<string, unknown>)) {
    if (nonEmptyString(message)) result[field] = message;
    else if (Array.isArray(message)) {
      const joined = message.filter(nonEmptyString).join('\n');
      if (joined) result[field] = joined;
    }
  }
  return result;
}

/**
 * The message to show: the `errors` map values joined with line breaks when there are any,
 * else the answer's `message`, else its `error`, else the fallback.
 */
export function errorMessageOf(payload: unknown, fallback: string): string {
  const fields = Object.values(fieldErrorsOf(payload));
  if (fields.length > 0) return fields.join('\n');
  if (payload && typeof payload === 'object') {
    const { message, error } = payload as ErrorPayload;
    if (nonEmptyString(message)) return message;
    if (nonEmptyString(error)) return error;
  }
  if (nonEmptyString(payload)) return payload;
  return fallback;
}

/** The seconds of a `Retry-After` header (its date form too), or undefined. */
export function retryAfterSeconds(value: string | null, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * An API call that failed: HTTP status (0 when no answer came), what the server said, and
 * the seconds its `Retry-After` asked to wait (a busy server's 503).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly payload: unknown,
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  /** The server's `error` field, when it sent one. */
  get serverError(): string | undefined {
    const error = (this.payload as ErrorPayload | undefined)?.error;
    return nonEmptyString(error) ? error : undefined;
  }

  get fieldErrors(): FieldErrors {
    return fieldErrorsOf(this.payload);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const hasStatus = (error: unknown, status: number): boolean => isApiError(error) && error.status === status;
