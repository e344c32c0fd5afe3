export const QUOTE_NOT_FOUND = 'Quote not found';
