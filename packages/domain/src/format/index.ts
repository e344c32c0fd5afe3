export { formatDate, todayIso, addDaysIso } from './date';
export { groupCardNumber } from './cardNumber';
