export * from './period';
export * from './standing';
export * from './status';
export * from './policyNumber';
