export { noStartDate, toApiValue, fromApiValue } from './convert';
export { apiPathOf, formPathOfApi, toQuoteRequest, fromQuoteRequest } from './quoteRequest';
export * from './requestSchema';
export * from './editor';
export * from './updateSchemas';
