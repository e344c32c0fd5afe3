import type { FieldValues } from 'react-hook-form';
import { DateField, type DateFieldProps } from '../forms/DateField';
import { emptyFieldValues } from './emptyFieldValues';
import { withController, type FormField, type FormFieldProps } from './withController';

// A module of its own: the proposal's first section does not use it, so it loads with a later one (proposal/ProposalField.tsx).
export const FormDateField: FormField<DateFieldProps> = withController(DateField, emptyFieldValues.DateField);
export type FormDateFieldProps<T extends FieldValues> = FormFieldProps<T, DateFieldProps>;
