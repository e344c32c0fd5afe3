import type { YesNo } from '@buildcover/domain';
import { YesNoQuestion, type YesNoQuestionProps } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormYesNoProps<T extends FieldValues> = { name: FieldPath<T> } & Omit<YesNoQuestionProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'errorMessage' | 'ref'>;

/** YesNoQuestion bound to a 'yes' | 'no' | '' value in the surrounding react-hook-form. */
export function FormYesNo<T extends FieldValues>({ name, ...props }: FormYesNoProps<T>): ReactElement {
  const { field, fieldState } = useController<T>({ name });
  return (
    <YesNoQuestion
      {...props}
      name={field.name}
      value={(field.value as YesNo | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      errorMessage={fieldState.error?.message}
      isDisabled={props.isDisabled ?? field.disabled}
    />
  );
}
