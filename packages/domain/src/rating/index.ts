export * from './arithmetic';
export * from './rates';
export * from './ratingTable';
export * from './breakdown';
export * from './quotePremium';
export * from './schemas';
