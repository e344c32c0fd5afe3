export { noStartDate, toApiValue, fromApiValue } from './convert';
export { apiPathOf, formPathOfApi, toQuoteRequest, fromQuoteRequest } from './quoteRequest';
export * from './requestSchema';
export * from './editor';
export * from './sectionUpdates';
export * from './sectionSaves';
export * from './sectionCheck';
export * from './updateSchemas';
