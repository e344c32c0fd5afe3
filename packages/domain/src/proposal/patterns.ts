/*
 * The formats of the proposal's typed answers, one regular expression each: `checkField` (checks.ts)
 * tests the answer with them and the quote request's schema states them in the OpenAPI document
 * (answerFormats.ts). Spaces may be typed inside phone numbers and ABNs ("0412 345 678").
 */
export const phonePattern = /^\s*(?:\d\s*){10}$/;
export const abnPattern = /^\s*(?:\d\s*){11}$/;
export const postcodePattern = /^\s*\d{4}\s*$/;
/** A non-negative amount with at most two decimals ("450000", "1200.50"). */
export const amountPattern = /^\s*\d+(?:\.\d{1,2})?\s*$/;
/** A date as the API carries it: yyyy-mm-dd, possibly followed by a time (only the day is read). */
export const isoDatePrefixPattern = /^\d{4}-\d{2}-\d{2}/;
