export { ErrorSummary, errorSummaryTitle, type ErrorSummaryProps, type ErrorSummaryItem } from './ErrorSummary';
