'use client';

import {
  useController,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type RefCallBack,
} from 'react-hook-form';

/** The props a BuildCover field needs from react-hook-form, ready to spread onto it. */
export interface FieldBinding<V> {
  name: string;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  /**
   * Reaches the field's focusable element, so `setFocus` and focus-on-error work. BuildCover fields
   * forward it (`forwardRef`), so it arrives under React 18 as well as 19.
   */
  ref: RefCallBack;
  errorMessage: string | undefined;
  /** The form's (or the registration's) `disabled`; undefined when neither says. */
  isDisabled: boolean | undefined;
}

export interface FieldBindingOptions<T extends FieldValues> {
  /** The form's `control`; without it the field reads the surrounding `<FormProvider>`. */
  control?: Control<T> | undefined;
  /** Shown while the form holds no value (undefined or null), so the field stays controlled. */
  emptyValue?: unknown;
}

/**
 * One field of the surrounding react-hook-form as BuildCover field props:
 * `<TextField {...useFieldBinding('suburb', { emptyValue: '' })} label="Suburb" />`.
 */
export function useFieldBinding<T extends FieldValues = FieldValues, N extends FieldPath<T> = FieldPath<T>>(
  name: N,
  { control, emptyValue }: FieldBindingOptions<T> = {},
): FieldBinding<FieldPathValue<T, N>> {
  const { field, fieldState } = useController<T, N>({ name, control });
  return {
    name: field.name,
    value: (field.value ?? emptyValue) as FieldPathValue<T, N>,
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    errorMessage: fieldState.error?.message,
    isDisabled: field.disabled,
  };
}
