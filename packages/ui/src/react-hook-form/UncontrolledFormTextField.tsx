'use client';

import type { ReactElement } from 'react';
import { get, useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../forms/TextField';
import { useTextAfterPaint } from './useTextAfterPaint';
import type { FormFieldProps } from './withController';

/** FormTextField's props, without `control`: the field reads the form from its `<FormProvider>`. */
export type UncontrolledFormTextFieldProps<T extends FieldValues> = Omit<FormFieldProps<T, TextFieldProps>, 'control'>;

/**
 * FormTextField for long forms: the input keeps the text typed into it (react-hook-form `register`)
 * and hands each key to the form without rendering again; it renders again only when its error
 * message changes. FormTextField's controller re-renders the field on every key, which is about half
 * of a key's script time in the proposal (bench/README.md, "Key → paint").
 *
 * A reset (Start again, a new upload session) replaces the form's field registry; the field renders
 * again then, because every reset publishes the form's errors, which it follows, and registers anew,
 * taking the reset value. (`resetOptions: { keepFieldsRef: true }` is not needed, and in the steps its
 * per-field `setValue` brought the previous step's messages back after Start again.)
 * The form's own `disabled` is not followed: a form that switches it (the back office's editor) uses FormTextField.
 *
 * The form hears of a key once the key is painted (useTextAfterPaint), or at once when the field
 * loses focus, another key is pressed in it (Enter submits) or it unmounts.
 */
export function UncontrolledFormTextField<T extends FieldValues>({
  name,
  ...props
}: UncontrolledFormTextFieldProps<T>): ReactElement {
  const { control, getValues } = useFormContext<T>();
  // Only `errors` is read: a key renders nothing; a change of this field's error, or a reset, renders it again.
  const { errors } = useFormState({ control, name, exact: true });
  const { ref, onChange, onBlur } = control.register(name);
  const text = getValues(name) as unknown;
  const afterPaint = useTextAfterPaint((value) => void onChange({ target: { name, value }, type: 'change' }));
  return (
    <TextField
      {...props}
      ref={(element: HTMLInputElement | HTMLTextAreaElement | null) => {
        ref(element);
        afterPaint.ref(element);
      }}
      name={name}
      defaultValue={typeof text === 'string' ? text : ''}
      onChange={afterPaint.change}
      onBlur={() => {
        afterPaint.flush();
        void onBlur({ target: { name, value: getValues(name) }, type: 'blur' });
      }}
      errorMessage={(get(errors, name) as { message?: string } | undefined)?.message}
    />
  );
}
