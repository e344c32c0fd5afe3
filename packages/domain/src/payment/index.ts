export * from './eligibility';
export * from './transactions';
