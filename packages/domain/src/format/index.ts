export { formatDate, todayIso, addDaysIso } from './date';
