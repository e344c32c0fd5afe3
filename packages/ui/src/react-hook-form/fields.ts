import { TextField, type TextFieldProps } from '../forms/TextField';
import { NativeSelect, type NativeSelectProps } from '../forms/NativeSelect';
import { RadioGroup, type RadioGroupProps } from '../forms/RadioGroup';
import { YesNoQuestion, type YesNoQuestionProps } from '../insurance/YesNoQuestion';
import type { FieldValues } from 'react-hook-form';
import { emptyFieldValues } from './emptyFieldValues';
import { withController, type FormField, type FormFieldProps } from './withController';

export { emptyFieldValues } from './emptyFieldValues';
// FormSelect, FormDateField, FormCurrencyInput and FormCheckbox are modules of their own (the entry, index.ts,
// exports them): proposal/ProposalField.tsx loads them only with the sections that ask them.

export const FormTextField: FormField<TextFieldProps> = withController<TextFieldProps>(
  TextField,
  emptyFieldValues.TextField,
);
export const FormNativeSelect: FormField<NativeSelectProps> = withController(
  NativeSelect,
  emptyFieldValues.NativeSelect,
);
export const FormRadioGroup: FormField<RadioGroupProps> = withController(RadioGroup, emptyFieldValues.RadioGroup);
export const FormYesNo: FormField<YesNoQuestionProps> = withController(YesNoQuestion, emptyFieldValues.YesNoQuestion);

export type FormTextFieldProps<T extends FieldValues> = FormFieldProps<T, TextFieldProps>;
export type FormNativeSelectProps<T extends FieldValues> = FormFieldProps<T, NativeSelectProps>;
export type FormRadioGroupProps<T extends FieldValues> = FormFieldProps<T, RadioGroupProps>;
export type FormYesNoProps<T extends FieldValues> = FormFieldProps<T, YesNoQuestionProps>;
