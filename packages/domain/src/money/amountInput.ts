import { z } from 'zod';

/** The largest amount a money column (numeric(12,2)) stores. */
export const maxAmount = 9_999_999_999.99;

/** An amount as text: up to ten digits (what numeric(12,2) stores) and up to two decimals. */
export const amountTextPattern = /^\s*\d{1,10}(\.\d{1,2})?\s*$/;

export interface AmountInputOptions {
  /** What a value of the wrong form hears. */
  message: string;
  /** What a missing value (neither text nor number) hears. */
  required?: string;
  /** "" (and "12.", as typed) are accepted: blank is nought. */
  blank?: boolean;
}

/**
 * A non-negative amount as a caller sends it: text with up to two decimals ("1234", "1234.5") or a
 * number with at most two decimals, never more than a money column stores. Stated as checks so the
 * OpenAPI document shows the pattern and the bounds.
 */
export function amountInput({
  message,
  required,
  blank = false,
}: AmountInputOptions): z.ZodUnion<[z.ZodString, z.ZodNumber]> {
  const text = blank ? /^\s*(\d{1,10}(\.\d{0,2})?)?\s*$/ : amountTextPattern;
  return z.union(
    [z.string().regex(text, message), z.number().min(0, message).max(maxAmount, message).multipleOf(0.01, message)],
    required ? { error: required } : undefined,
  );
}
