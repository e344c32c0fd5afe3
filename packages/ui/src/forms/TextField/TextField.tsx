'use client';

import { forwardRef, type ChangeEvent, type ReactElement, type Ref } from 'react';
import styled from 'styled-components';
import { Field, type FieldBaseProps } from '../Field';
import { controlStyles } from '../Field/controlStyles';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

/** What a controlled and an uncontrolled text field share. */
interface TextFieldCommonProps extends FieldBaseProps {
  /** Called with the whole text on each change. */
  onChange: (value: string) => void;
  /** A textarea for longer answers ("Please describe the complete work."). */
  multiline?: boolean;
  /** Visible lines of a multiline field. */
  rows?: number;
  /** Most characters accepted. */
  maxLength?: number;
  /** The input's type; 'text' by default. */
  type?: 'text' | 'email' | 'tel' | 'password' | 'url';
  /** The on-screen keyboard phones show. */
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'url';
  /** Browser autofill hint, e.g. `given-name`, `email`, `postal-code`. */
  autoComplete?: string;
  /** Shown while empty; never a replacement for the label or hint. */
  placeholder?: string;
  /** Width hint in characters, so a postcode field looks like a postcode field. */
  width?: number;
}

/** A controlled text field: it shows `value`, and its owner re-renders it with each change. */
export interface TextFieldProps extends TextFieldCommonProps {
  /** The text; '' when empty. */
  value: string;
  defaultValue?: never;
}

/**
 * An uncontrolled text field: the element keeps the text typed into it, starting from `defaultValue`,
 * so a key re-renders nothing (ui/react-hook-form's UncontrolledFormTextField).
 */
export interface UncontrolledTextFieldProps extends TextFieldCommonProps {
  value?: never;
  /** The text it starts with; '' when empty. */
  defaultValue: string;
}

// The browser's own input and textarea: nothing of React Aria in a page that only asks for text.
// A key changes nothing outside a single-line input, so the input is laid out on its own: size and
// layout containment, in a block box of its own (a flex item never is), make it where the browser's
// layout for a key starts and stops, instead of the page's root (bench/README.md, "Session 14").
// An input is as big with containment as without: its size never came from the text typed into it.
const StyledInput = styled.input<{ $width?: number }>`
  box-sizing: border-box;
  ${controlStyles}
  ${({ $width }) => ($width ? `max-width: calc(${$width}ch + 2rem);` : '')}
  display: block;
  contain: strict;
`;
const StyledTextArea = styled.textarea`
  box-sizing: border-box;
  ${controlStyles}
  min-height: 6rem;
  resize: vertical;
`;

/**
 * Single-line or multiline text entry, controlled (`value`) or uncontrolled (`defaultValue`), with label, hint and error from Field.
 * The ref reaches the input or textarea (react-hook-form `setFocus`, focus on error), on React 18 and 19.
 */
export const TextField = /* @__PURE__ */ forwardRef<
  HTMLInputElement | HTMLTextAreaElement,
  TextFieldProps | UncontrolledTextFieldProps
>(function TextField(
  {
    value,
    defaultValue,
    onChange,
    onBlur,
    multiline = false,
    rows = 4,
    maxLength,
    type = 'text',
    inputMode,
    autoComplete,
    placeholder,
    width,
    name,
    isDisabled: isDisabledProp,
    disabled,
    isReadOnly,
    ...fieldProps
  },
  ref,
): ReactElement {
  useBuildCoverTheme('TextField');
  const isDisabled = isDisabledProp ?? disabled;
  return (
    <Field {...fieldProps}>
      {(control) => {
        // What the textarea and the input share: the field's a11y props, value, state and events.
        const common = {
          ...control,
          name,
          maxLength,
          placeholder,
          value,
          defaultValue,
          disabled: isDisabled,
          readOnly: isReadOnly,
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
          onBlur: () => onBlur?.(),
        };
        return multiline ? (
          <StyledTextArea {...common} ref={ref as Ref<HTMLTextAreaElement>} rows={rows} />
        ) : (
          <div>
            <StyledInput
              {...common}
              ref={ref as Ref<HTMLInputElement>}
              type={type}
              inputMode={inputMode}
              autoComplete={autoComplete}
              $width={width}
            />
          </div>
        );
      }}
    </Field>
  );
});
