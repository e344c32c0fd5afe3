export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * An error as the log may show it. A failed query's parameters (drizzle writes them into the message
 * and keeps them in `params`) and the database's `detail` (`Key (email)=(jane@…) already exists`) can
 * carry a customer's personal data: they are left out. The SQL text with its placeholders stays.
 */
export function logSafeError(error: Error, depth = 0): LoggedError {
  const out: LoggedError = {
    type: error.constructor.name,
    message: withoutParameters(error.message),
    stack: withoutParameters(error.stack ?? ''),
  };
  for (const [key, value] of Object.entries(error)) {
    if (personalKeys.has(key) || key === 'cause') continue;
    out[key] = value instanceof Error ? logSafeError(value, depth + 1) : value;
  }
  if (error.cause !== undefined && depth < 4)
    out.cause = error.cause instanceof Error ? logSafeError(error.cause, depth + 1) : '[not logged]';
  return out;
}

const personalKeys = new Set(['params', 'parameters', 'detail', 'where']);

/** `Failed query: select … $1\nparams: jane@example.com` → the query without its values. */
const withoutParameters = (text: string): string =>
  text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [not logged]');
