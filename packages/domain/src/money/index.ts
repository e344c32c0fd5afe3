export { type Cents, isDecimalString, toCents, centsToDecimal, sanitizeMoneyInput } from './cents';
export { formatAud, formatGroupedAmount } from './format';
export { amountInput, amountTextPattern, maxAmount, type AmountInputOptions } from './amountInput';
