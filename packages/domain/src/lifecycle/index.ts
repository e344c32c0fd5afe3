export * from './days';
export * from './rules';
export * from './extension';
export * from './cancellation';
