export * from './eligibility';
