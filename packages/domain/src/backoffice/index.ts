export * from './user';
export * from './insurer';
export * from './premium';
export * from './quoteInfo';
export * from './notes';
export * from './login';
export * from './lists';
export * from './messages';
