export * from './reference/states';
