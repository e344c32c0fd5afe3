'use client';

import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useFieldBinding } from './useFieldBinding';

/** The controlled-field contract every BuildCover field keeps (see forms/Field). */
export interface BindableFieldProps {
  name?: string;
  value: unknown;
  onChange: (value: never) => void;
  onBlur?: () => void;
  errorMessage?: ReactNode;
  isDisabled?: boolean;
}

/** Props the binding supplies; `disabled` too, so the form's state and `isDisabled` decide. */
type BoundProp = 'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'errorMessage' | 'disabled';

/** A bound field's props: the component's own, minus what the form supplies, plus the field's name. */
export type FormFieldProps<T extends FieldValues, P> = Omit<P, BoundProp> & {
  name: FieldPath<T>;
  /** The form's `control`, for a form without `<FormProvider>`. */
  control?: Control<T>;
};

/** A field component bound by name; `T` is the form's values type, which checks the name. */
export type FormField<P> = <T extends FieldValues = FieldValues>(props: FormFieldProps<T, P>) => ReactElement;

/** A component's name for React's tools: a forwardRef component carries it on its render function. */
function componentName<P>(Component: ComponentType<P>): string {
  const { render } = Component as { render?: { name: string } };
  return Component.displayName ?? render?.name ?? Component.name;
}

/**
 * Binds a controlled BuildCover field to react-hook-form by name: value (or `emptyValue` while the
 * form holds none), onChange, onBlur, ref, the field's error message and disabled state.
 * An explicit `isDisabled` wins over the form's.
 */
export function withController<P extends BindableFieldProps>(
  Component: ComponentType<P>,
  emptyValue: P['value'],
): FormField<P> {
  function BoundField<T extends FieldValues>({ name, control, ...props }: FormFieldProps<T, P>): ReactElement {
    const binding = useFieldBinding<T>(name, { control, emptyValue });
    const isDisabled = (props as { isDisabled?: boolean }).isDisabled ?? binding.isDisabled;
    // P is only known to contain the bound props, so TypeScript cannot see that own + bound = P.
    const fieldProps = { ...props, ...binding, isDisabled } as unknown as P;
    return <Component {...fieldProps} />;
  }
  BoundField.displayName = `Form${componentName(Component)}`;
  return BoundField;
}
