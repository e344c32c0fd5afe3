export { ErrorSummary, type ErrorSummaryProps, type ErrorSummaryItem } from './ErrorSummary';
export { focusField, findFieldLabel, findFocusTarget } from './focusField';
