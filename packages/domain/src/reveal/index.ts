export * from './rules';
export * from './visibility';
