export * from './reference';
export * from './money';
export * from './format';
export * from './proposal';
export * from './reveal';
export * from './mapping';
export * from './backoffice';
export * from './underwriting';
