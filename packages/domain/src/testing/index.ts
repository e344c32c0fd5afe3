/** Fixtures for tests of code built on the domain: clean proposals, a stored quote as the API answers it. */
export * from './proposals';
export { storedQuoteDetail } from './storedQuote';
export { hostileNotes } from './hostileNotes';
