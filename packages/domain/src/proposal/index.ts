export * from './sections';
export * from './blank';
export * from './fields';
export { selectOptions, isValidEmail, digitsOnly } from './checks';
export * from './validate';
export * from './schema';
export * from './payload';
export * from './answers';
export * from './wizard';
