import type { FieldValues } from 'react-hook-form';
import { Select, type SelectProps } from '../forms/Select';
import { emptyFieldValues } from './emptyFieldValues';
import { withController, type FormField, type FormFieldProps } from './withController';

// A module of its own: the proposal draws FormNativeSelect, and a bundle that imports fields.ts for
// it would otherwise keep the list box and popover behind Select (styled components do not tree-shake).
export const FormSelect: FormField<SelectProps> = withController(Select, emptyFieldValues.Select);
export type FormSelectProps<T extends FieldValues> = FormFieldProps<T, SelectProps>;
