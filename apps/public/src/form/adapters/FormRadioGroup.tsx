import { RadioGroup, type RadioGroupProps } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormRadioGroupProps<T extends FieldValues> = { name: FieldPath<T> } & Omit<RadioGroupProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'errorMessage' | 'ref'>;

/** RadioGroup (yes/no questions among them) bound to the surrounding react-hook-form. */
export function FormRadioGroup<T extends FieldValues>({ name, ...props }: FormRadioGroupProps<T>): ReactElement {
  const { field, fieldState } = useController<T>({ name });
  return (
    <RadioGroup
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
