export { CurrencyInput, type CurrencyInputProps } from './CurrencyInput';
export { readCurrencyText, canonicalDecimal, displayCurrency, type CurrencyEdit } from './currencyText';
