export { ErrorBoundary, describeError, isCodeLoadFailure, type ErrorBoundaryProps } from './ErrorBoundary';
