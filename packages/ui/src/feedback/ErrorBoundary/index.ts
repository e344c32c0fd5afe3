export { ErrorBoundary, describeError, type ErrorBoundaryProps } from './ErrorBoundary';
