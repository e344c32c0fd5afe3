export * from './scheme';
export * from './surcharge';
