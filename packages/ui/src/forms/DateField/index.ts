export { DateField, type DateFieldProps, type FocusableHandle } from './DateField';
export { toCalendarDate } from './isoDate';
