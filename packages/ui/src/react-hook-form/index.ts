/*
 * @buildcover/ui/react-hook-form: BuildCover fields bound to react-hook-form by name. A separate
 * entry, so the main entry never imports react-hook-form (an optional peer dependency).
 */
export { useFieldBinding, type FieldBinding, type FieldBindingOptions } from './useFieldBinding';
export { withController, type BindableFieldProps, type FormField, type FormFieldProps } from './withController';
export {
  emptyFieldValues,
  FormTextField,
  FormSelect,
  FormDateField,
  FormCurrencyInput,
  FormRadioGroup,
  FormYesNo,
  FormCheckbox,
  type FormTextFieldProps,
  type FormSelectProps,
  type FormDateFieldProps,
  type FormCurrencyInputProps,
  type FormRadioGroupProps,
  type FormYesNoProps,
  type FormCheckboxProps,
} from './fields';
export * from './proposal';
