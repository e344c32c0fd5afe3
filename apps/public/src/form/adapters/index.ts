/*
 * react-hook-form adapters for @buildcover/ui fields. They depend on react-hook-form, so they live
 * in the app (packages/ui stays free of it); the back office will need the same set for the quote
 * editor: keep the two copies identical, or move both into one shared workspace package.
 */
export { FormTextField, type FormTextFieldProps } from './FormTextField';
export { FormSelect, type FormSelectProps } from './FormSelect';
export { FormCurrencyInput, type FormCurrencyInputProps } from './FormCurrencyInput';
export { FormRadioGroup, type FormRadioGroupProps } from './FormRadioGroup';
export { FormDateField, type FormDateFieldProps } from './FormDateField';
export { FormCheckbox, type FormCheckboxProps } from './FormCheckbox';
export { FormYesNo, type FormYesNoProps } from './FormYesNo';
