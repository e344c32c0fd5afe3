export * from './reference/states';
export * from './money';
export * from './format';
