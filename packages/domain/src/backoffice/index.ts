export * from './user';
export * from './insurer';
