import { TextField, type TextFieldProps } from '../forms/TextField';
import { Select, type SelectProps } from '../forms/Select';
import { DateField, type DateFieldProps } from '../forms/DateField';
import { Checkbox, type CheckboxProps } from '../forms/Checkbox';
import { RadioGroup, type RadioGroupProps } from '../forms/RadioGroup';
import { CurrencyInput, type CurrencyInputProps } from '../insurance/CurrencyInput';
import { YesNoQuestion, type YesNoQuestionProps } from '../insurance/YesNoQuestion';
import type { FieldValues } from 'react-hook-form';
import { withController, type FormField, type FormFieldProps } from './withController';

/**
 * What each field shows while the form holds no value for it (no default, or null): the field's
 * own "nothing entered" value, so it never flips from uncontrolled to controlled.
 */
export const emptyFieldValues = {
  TextField: '',
  Select: '',
  DateField: '',
  CurrencyInput: '',
  RadioGroup: '',
  YesNoQuestion: '',
  Checkbox: false,
} as const;

export const FormTextField: FormField<TextFieldProps> = withController(TextField, emptyFieldValues.TextField);
export const FormSelect: FormField<SelectProps> = withController(Select, emptyFieldValues.Select);
export const FormDateField: FormField<DateFieldProps> = withController(DateField, emptyFieldValues.DateField);
export const FormCurrencyInput: FormField<CurrencyInputProps> = withController(CurrencyInput, emptyFieldValues.CurrencyInput);
export const FormRadioGroup: FormField<RadioGroupProps> = withController(RadioGroup, emptyFieldValues.RadioGroup);
export const FormYesNo: FormField<YesNoQuestionProps> = withController(YesNoQuestion, emptyFieldValues.YesNoQuestion);
export const FormCheckbox: FormField<CheckboxProps> = withController(Checkbox, emptyFieldValues.Checkbox);

export type FormTextFieldProps<T extends FieldValues> = FormFieldProps<T, TextFieldProps>;
export type FormSelectProps<T extends FieldValues> = FormFieldProps<T, SelectProps>;
export type FormDateFieldProps<T extends FieldValues> = FormFieldProps<T, DateFieldProps>;
export type FormCurrencyInputProps<T extends FieldValues> = FormFieldProps<T, CurrencyInputProps>;
export type FormRadioGroupProps<T extends FieldValues> = FormFieldProps<T, RadioGroupProps>;
export type FormYesNoProps<T extends FieldValues> = FormFieldProps<T, YesNoQuestionProps>;
export type FormCheckboxProps<T extends FieldValues> = FormFieldProps<T, CheckboxProps>;
