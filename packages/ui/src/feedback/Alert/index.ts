export { Alert, type AlertProps } from './Alert';
export { StatusMessage, type StatusMessageProps } from './StatusMessage';
