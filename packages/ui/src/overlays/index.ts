export * from './Modal';
export * from './MessageModal';
