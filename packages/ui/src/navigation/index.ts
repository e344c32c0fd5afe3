export * from './Tabs';
export * from './Stepper';
export * from './ProgressBar';
