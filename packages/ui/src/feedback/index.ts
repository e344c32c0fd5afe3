export { type Tone, type ToneColors, toneColors } from './tone';
export * from './Icon';
export * from './Spinner';
export * from './Alert';
export * from './ErrorBoundary';
export * from './NeedsJavaScript';
