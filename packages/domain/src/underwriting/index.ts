export * from './rules';
export * from './decide';
export * from './schemas';
export * from './submissionMessage';
