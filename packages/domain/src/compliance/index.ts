export * from './rules';
export * from './clocks';
