import { Checkbox, type CheckboxProps } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormCheckboxProps<T extends FieldValues> = { name: FieldPath<T> } & Omit<CheckboxProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'errorMessage' | 'ref'>;

/** Checkbox (the declaration) bound to a boolean in the surrounding react-hook-form. */
export function FormCheckbox<T extends FieldValues>({ name, ...props }: FormCheckboxProps<T>): ReactElement {
  const { field, fieldState } = useController<T>({ name });
  return (
    <Checkbox
      {...props}
      name={field.name}
      value={field.value === true}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      errorMessage={fieldState.error?.message}
      isDisabled={props.isDisabled ?? field.disabled}
    />
  );
}
