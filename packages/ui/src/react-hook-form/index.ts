/*
 * @buildcover/ui/react-hook-form: BuildCover fields bound to react-hook-form by name. A separate
 * entry, so the main entry never imports react-hook-form (an optional peer dependency).
 */
export { useFieldBinding, type FieldBinding, type FieldBindingOptions } from './useFieldBinding';
export { withController, type BindableFieldProps, type FormField, type FormFieldProps } from './withController';
export {
  emptyFieldValues,
  FormTextField,
  FormNativeSelect,
  FormRadioGroup,
  FormYesNo,
  type FormTextFieldProps,
  type FormNativeSelectProps,
  type FormRadioGroupProps,
  type FormYesNoProps,
} from './fields';
export { UncontrolledFormTextField, type UncontrolledFormTextFieldProps } from './UncontrolledFormTextField';
export { useTextAfterPaint, type TextAfterPaint } from './useTextAfterPaint';
export { FormSelect, type FormSelectProps } from './FormSelect';
export { FormDateField, type FormDateFieldProps } from './FormDateField';
export { FormCurrencyInput, type FormCurrencyInputProps } from './FormCurrencyInput';
export { FormCheckbox, type FormCheckboxProps } from './FormCheckbox';
export * from './proposal';
