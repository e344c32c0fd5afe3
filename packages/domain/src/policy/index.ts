export * from './period';
export * from './standing';
