export * from './scheme';
export * from './surcharge';
export * from './schemas';
