export { Spinner, LoadingState, type SpinnerProps, type LoadingStateProps } from './Spinner';
