'use client';

import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldLabel } from './FieldLabel';
import { FieldMessage } from './FieldMessage';
import { useFieldA11y, type FieldControlProps } from './useFieldA11y';
import { findFocusTarget } from './focusField';
import { ownPaintLayer } from '../../theme/ownPaintLayer';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

/** Props shared by every BuildCover field; they map one to one onto react-hook-form's Controller. */
export interface FieldBaseProps {
  /** Form field name (also used by the hidden input that native form submission reads). */
  name?: string;
  /** DOM id of the focusable control; ErrorSummary links to `#id`. Generated when absent. */
  id?: string;
  /** The visible label: the question or the name of the value, in the user's words. */
  label: ReactNode;
  /** Keep the label for screen readers only (for example inside a table row that has a heading). */
  hideLabel?: boolean;
  /** A hint under the label (format, what to include); read after the label. */
  description?: ReactNode;
  /** When set, the field is invalid and shows this message. */
  errorMessage?: ReactNode;
  /** Marks the field required: a visible '*' and `aria-required`. Validation stays with the app. */
  isRequired?: boolean;
  /** Greys the field out and takes it out of the tab order (while the form submits). */
  isDisabled?: boolean;
  /** react-hook-form's `field.disabled`, so `{...field}` disables too; `isDisabled` wins. */
  disabled?: boolean;
  /** Shows the value without letting it change; still focusable and read by screen readers. */
  isReadOnly?: boolean;
  /** Called when focus leaves the field (react-hook-form `onBlur`, validate on blur). */
  onBlur?: () => void;
  /** Extra class on the field's wrapper, for layout by the app. */
  className?: string;
}

/** The frame around one control: label, hint, message and the a11y props handed to the control. */
export interface FieldProps
  extends Pick<
    FieldBaseProps,
    'id' | 'label' | 'hideLabel' | 'description' | 'errorMessage' | 'isRequired' | 'className'
  > {
  /**
   * 'control' labels one focusable element with `<label for>`; 'group' labels a set (radios);
   * 'composite' labels one widget made of parts (select button, date segments): a click on the
   * label focuses it, as a `<label for>` would.
   */
  labelFor?: 'control' | 'group' | 'composite';
  /** Screen-reader-only words after the label, e.g. '(in dollars)'. */
  labelSuffix?: string;
  children: (control: FieldControlProps, state: { isInvalid: boolean }) => ReactNode;
}

export const FieldWrapper = styled.div<{ $invalid: boolean }>`
  ${ownPaintLayer}
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding-inline-start: ${({ $invalid, theme }) => ($invalid ? theme.space[3] : '0')};
  border-inline-start: ${({ $invalid, theme }) => ($invalid ? `4px solid ${theme.color.error}` : 'none')};
`;

export const FieldDescription = styled.p`
  box-sizing: border-box;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

function focusControl(id: string): void {
  const control = document.getElementById(id);
  if (control) findFocusTarget(control)?.focus();
}

/**
 * The a11y seam for every field: label, hint and error message around one control, with ids,
 * aria-describedby and aria-invalid wired by `useFieldA11y`. The control is rendered by the
 * child function, which spreads the props it receives onto its focusable element or group.
 */
export function Field({
  id,
  label,
  hideLabel,
  description,
  errorMessage,
  isRequired,
  labelFor = 'control',
  labelSuffix,
  className,
  children,
}: FieldProps): ReactElement {
  useBuildCoverTheme('Field');
  const { ids, isInvalid, controlProps } = useFieldA11y({ id, description, errorMessage, isRequired });
  return (
    <FieldWrapper className={className} $invalid={isInvalid}>
      <FieldLabel
        id={ids.label}
        htmlFor={labelFor === 'control' ? ids.control : undefined}
        onClick={labelFor === 'composite' ? () => focusControl(ids.control) : undefined}
        isRequired={isRequired}
        hidden={hideLabel}
        srSuffix={labelSuffix}
      >
        {label}
      </FieldLabel>
      {description ? <FieldDescription id={ids.description}>{description}</FieldDescription> : null}
      {isInvalid ? <FieldMessage id={ids.message}>{errorMessage}</FieldMessage> : null}
      {children(controlProps, { isInvalid })}
    </FieldWrapper>
  );
}
