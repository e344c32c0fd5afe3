export * from './theme';
export * from './primitives/Button';
