import { DateField, type DateFieldProps } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormDateFieldProps<T extends FieldValues> = { name: FieldPath<T> } & Omit<DateFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'errorMessage' | 'ref'>;

/** DateField (yyyy-mm-dd in and out) bound to the surrounding react-hook-form. */
export function FormDateField<T extends FieldValues>({ name, ...props }: FormDateFieldProps<T>): ReactElement {
  const { field, fieldState } = useController<T>({ name });
  return (
    <DateField
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
