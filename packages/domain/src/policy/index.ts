export * from './period';
