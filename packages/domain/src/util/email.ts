import { z } from 'zod';

export interface EmailMessages {
  required: string;
  invalid: string;
  /** Over `max` characters; zod's own words when absent. */
  tooLong?: string;
}

/**
 * A required e-mail address as typed: trimmed, at most `max` characters, in e-mail form. Checks,
 * not a pipe, so the OpenAPI document states the format; each stops at its own failure, so a field
 * shows one message.
 */
export function emailAddress(messages: EmailMessages, max = 254): z.ZodString {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(max, { ...(messages.tooLong ? { error: messages.tooLong } : {}), abort: true })
    .check(z.email(messages.invalid));
}
