import { TextField, type TextFieldProps } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues> = { name: FieldPath<T> } & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'errorMessage' | 'ref'>;

/** TextField bound to the surrounding react-hook-form by name; the error shows at the field. */
export function FormTextField<T extends FieldValues>({ name, ...props }: FormTextFieldProps<T>): ReactElement {
  const { field, fieldState } = useController<T>({ name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      errorMessage={fieldState.error?.message}
      isDisabled={props.isDisabled ?? field.disabled}
    />
  );
}
