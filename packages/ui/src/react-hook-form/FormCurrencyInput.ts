import type { FieldValues } from 'react-hook-form';
import { CurrencyInput, type CurrencyInputProps } from '../insurance/CurrencyInput';
import { emptyFieldValues } from './emptyFieldValues';
import { withController, type FormField, type FormFieldProps } from './withController';

// A module of its own: the proposal's first section does not use it, so it loads with a later one (proposal/ProposalField.tsx).
export const FormCurrencyInput: FormField<CurrencyInputProps> = withController(
  CurrencyInput,
  emptyFieldValues.CurrencyInput,
);
export type FormCurrencyInputProps<T extends FieldValues> = FormFieldProps<T, CurrencyInputProps>;
