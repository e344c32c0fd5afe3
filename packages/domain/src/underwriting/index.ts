export * from './rules';
export * from './decide';
