export * from './theme';
export * from './primitives/Button';
export * from './domain/CurrencyInput';
export * from './forms/Field';
export * from './feedback';
export * from './navigation';
export * from './overlays';
