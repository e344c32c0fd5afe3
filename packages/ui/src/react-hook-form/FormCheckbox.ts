import type { FieldValues } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '../forms/Checkbox';
import { emptyFieldValues } from './emptyFieldValues';
import { withController, type FormField, type FormFieldProps } from './withController';

// A module of its own: the proposal's first section does not use it, so it loads with a later one (proposal/ProposalField.tsx).
export const FormCheckbox: FormField<CheckboxProps> = withController(Checkbox, emptyFieldValues.Checkbox);
export type FormCheckboxProps<T extends FieldValues> = FormFieldProps<T, CheckboxProps>;
