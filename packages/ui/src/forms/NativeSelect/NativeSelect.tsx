'use client';

import { forwardRef, type ReactElement } from 'react';
import styled from 'styled-components';
import { Field } from '../Field';
import { controlStyles } from '../Field/controlStyles';
import type { SelectProps } from '../Select';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export type NativeSelectProps = SelectProps;

// The chevron Select draws, as a background image: `appearance: none` drops the browser's own arrow.
const chevron = (colour: string): string =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 8'><path d='M1 1.5 6 6.5 11 1.5' fill='none' stroke='${colour}' stroke-width='2'/></svg>`)}")`;

const StyledSelect = styled.select`
  box-sizing: border-box;
  ${controlStyles}
  appearance: none;
  padding-inline-end: 2.5rem;
  background-image: ${({ theme }) => chevron(theme.color.text)};
  background-repeat: no-repeat;
  background-position: right 0.875rem center;
  background-size: 0.75rem auto;
  cursor: pointer;
  &[data-readonly] {
    cursor: default;
  }
  /* While nothing is chosen the placeholder option shows, muted as a placeholder. */
  &[data-placeholder] {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & option {
    color: ${({ theme }) => theme.color.text};
  }
  @media (forced-colors: active) {
    /* The system's own arrow, in the system's colours. */
    appearance: auto;
    background-image: none;
    padding-inline-end: ${({ theme }) => theme.space[3]};
  }
`;

/**
 * Select's choice of `{ value, label }` options as the browser's own `<select>`, styled to the design
 * system (GOV.UK's pattern): it works before the page's JavaScript has run, each platform gives it
 * its native picker and screen-reader support, and it needs no overlay code, which keeps it in a
 * page's first load. Same props as Select; the ref reaches the `<select>`.
 */
export const NativeSelect = /* @__PURE__ */ forwardRef<HTMLSelectElement, NativeSelectProps>(function NativeSelect(
  {
    options,
    value,
    onChange,
    onBlur,
    placeholder = 'Select an option',
    name,
    isDisabled: isDisabledProp,
    disabled,
    isReadOnly,
    isRequired,
    ...fieldProps
  },
  ref,
): ReactElement {
  useBuildCoverTheme('NativeSelect');
  const isDisabled = isDisabledProp ?? disabled;
  const chosen = value ?? '';
  return (
    <Field {...fieldProps} isRequired={isRequired}>
      {(control) => (
        <StyledSelect
          {...control}
          ref={ref}
          name={name}
          value={chosen}
          disabled={isDisabled}
          // A <select> has no readonly attribute: it stays focusable and announced as read-only, and a
          // change is refused (the controlled value puts the shown option back).
          aria-readonly={isReadOnly || undefined}
          data-readonly={isReadOnly || undefined}
          data-placeholder={chosen === '' || undefined}
          onChange={(event) => {
            if (!isReadOnly) onChange(event.target.value);
          }}
          onBlur={() => onBlur?.()}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </StyledSelect>
      )}
    </Field>
  );
});
