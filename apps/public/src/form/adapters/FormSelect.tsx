import { Select, type SelectProps } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormSelectProps<T extends FieldValues> = { name: FieldPath<T> } & Omit<SelectProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'errorMessage' | 'ref'>;

/** Select bound to the surrounding react-hook-form by name. */
export function FormSelect<T extends FieldValues>({ name, ...props }: FormSelectProps<T>): ReactElement {
  const { field, fieldState } = useController<T>({ name });
  return (
    <Select
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
