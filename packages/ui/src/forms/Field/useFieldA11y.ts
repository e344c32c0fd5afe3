'use client';

import { useId } from 'react';
import type { ReactNode } from 'react';

export interface FieldA11yOptions {
  /** DOM id of the control; generated when absent. ErrorSummary links point at it. */
  id?: string;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isRequired?: boolean;
}

/** Props every field control receives from its Field. */
export interface FieldControlProps {
  id: string;
  'aria-labelledby': string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldA11y {
  ids: { control: string; label: string; description: string; message: string };
  isInvalid: boolean;
  controlProps: FieldControlProps;
}

const hasContent = (node: ReactNode): boolean => node !== undefined && node !== null && node !== false && node !== '';

/**
 * The one place that wires a field's label, hint and message to its control: ids are built
 * once, `aria-describedby` joins hint and message, `aria-invalid` appears only when invalid.
 */
export function useFieldA11y({ id, description, errorMessage, isRequired }: FieldA11yOptions): FieldA11y {
  const generated = useId();
  const control = id ?? `field${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const ids = { control, label: `${control}-label`, description: `${control}-hint`, message: `${control}-message` };
  const isInvalid = hasContent(errorMessage);
  const describedBy = [hasContent(description) ? ids.description : null, isInvalid ? ids.message : null]
    .filter(Boolean)
    .join(' ');
  const controlProps: FieldControlProps = { id: control, 'aria-labelledby': ids.label };
  if (describedBy) controlProps['aria-describedby'] = describedBy;
  if (isInvalid) controlProps['aria-invalid'] = true;
  if (isRequired) controlProps['aria-required'] = true;
  return { ids, isInvalid, controlProps };
}
