import { CurrencyInput, type CurrencyInputProps } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormCurrencyInputProps<T extends FieldValues> = { name: FieldPath<T> } & Omit<CurrencyInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'errorMessage' | 'ref'>;

/** CurrencyInput bound to the surrounding react-hook-form; the value is an exact decimal string. */
export function FormCurrencyInput<T extends FieldValues>({ name, ...props }: FormCurrencyInputProps<T>): ReactElement {
  const { field, fieldState } = useController<T>({ name });
  return (
    <CurrencyInput
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
