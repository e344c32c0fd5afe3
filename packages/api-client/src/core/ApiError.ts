/** One field problem as the server reports it (zod issue path joined with dots). */
export interface FieldError {
  path: string;
  message: string;
}

/**
 * Every failed call ends here: `status` is the HTTP status (0 when no response came back),
 * `message` the server's own message when it sent one, `errors` its field-level problems.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors: FieldError[];
  /** The parsed response body, when there was one. */
  readonly body: unknown;

  constructor(status: number, message: string, errors: FieldError[] = [], body: unknown = undefined) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.body = body;
  }

  /** True when the request never got an answer (server down, offline, CORS, DNS). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** The message for one field, or undefined: lets a form put a server error at its field. */
  fieldMessage(path: string): string | undefined {
    return this.errors.find((e) => e.path === path)?.message;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Network error';

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Reads `message` and `errors: [{path, message}]` from an error body, tolerating anything else. */
export function errorFromBody(status: number, body: unknown, fallback: string): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' && record.message.trim() !== '' ? record.message : fallback;
  const errors = Array.isArray(record.errors)
    ? record.errors.flatMap((e): FieldError[] => {
        if (typeof e !== 'object' || e === null) return [];
        const item = e as Record<string, unknown>;
        const path = Array.isArray(item.path) ? item.path.join('.') : typeof item.path === 'string' ? item.path : '';
        return typeof item.message === 'string' ? [{ path, message: item.message }] : [];
      })
    : [];
  return new ApiError(status, message, errors, body);
}
