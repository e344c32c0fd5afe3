'use client';

import { forwardRef, type ReactElement } from 'react';
import { Button, ListBox, ListBoxItem, Popover, Select as AriaSelect, SelectValue } from 'react-aria-components';
import styled from 'styled-components';
import { Field, type FieldBaseProps } from '../Field';
import { controlStyles } from '../Field/controlStyles';
import { focusRing } from '../../theme';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends FieldBaseProps {
  /** The choices, in order: `{ value, label }`. */
  options: readonly SelectOption[];
  /** The chosen option's value, or "" / null when none is chosen. */
  value: string | null;
  /** Called with the chosen option's value. */
  onChange: (value: string) => void;
  /** Shown while nothing is chosen, e.g. 'Select State'. */
  placeholder?: string;
}

const Trigger = styled(Button)`
  box-sizing: border-box;
  ${controlStyles}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  text-align: start;
  cursor: pointer;
  &[data-pressed] {
    border-color: ${({ theme }) => theme.color.text};
  }
  & [data-placeholder] {
    color: ${({ theme }) => theme.color.textMuted};
  }
  /* react-aria marks the Select, not its button, as invalid: the same red border as TextField. */
  [data-invalid] > & {
    border-color: ${({ theme }) => theme.color.error};
  }
  @media (forced-colors: active) {
    [data-invalid] > & {
      border-style: double;
      border-width: 4px;
    }
  }
`;
const Chevron = styled.span`
  box-sizing: border-box;
  border: solid currentColor;
  border-width: 0 2px 2px 0;
  padding: 3px;
  transform: rotate(45deg) translateY(-2px);
  flex: none;
`;
const Menu = styled(Popover)`
  box-sizing: border-box;
  min-width: var(--trigger-width);
  max-height: 20rem;
  overflow: auto;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme }) => theme.shadow.md};
  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;
const Options = styled(ListBox)`
  box-sizing: border-box;
  outline: none;
  padding: ${({ theme }) => theme.space[1]} 0;
`;
const Option = styled(ListBoxItem)`
  box-sizing: border-box;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  cursor: pointer;
  outline: none;
  &[data-focused] {
    background: ${({ theme }) => theme.color.brandSoft};
  }
  &[data-selected] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.color.brand};
  }
  ${focusRing}
  &[data-focus-visible] {
    /* Inside the popover's edges, which clip an outer ring. */
    outline-offset: -3px;
  }
  @media (forced-colors: active) {
    &[data-focused] {
      background: Highlight;
      color: HighlightText;
    }
  }
`;

/**
 * A dropdown of plain {value, label} options, on react-aria's Select (keyboard, typeahead, screen readers).
 * The ref reaches the button that opens the list (react-hook-form `setFocus`, focus on error).
 */
export const Select = /* @__PURE__ */ forwardRef<HTMLButtonElement, SelectProps>(function Select(
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
  useBuildCoverTheme('Select');
  const isDisabled = isDisabledProp ?? disabled;
  return (
    <Field {...fieldProps} isRequired={isRequired} labelFor="composite">
      {({ id, 'aria-labelledby': labelledBy, 'aria-describedby': describedBy, 'aria-invalid': invalid }) => (
        <AriaSelect
          id={id}
          name={name}
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          placeholder={placeholder}
          value={value === '' ? null : value}
          onChange={(key) => {
            if (isReadOnly) return;
            onChange(key === null ? '' : String(key));
          }}
          onBlur={() => onBlur?.()}
          isDisabled={isDisabled}
          // Read-only (the back office's view mode) keeps the value focusable but never opens.
          {...(isReadOnly ? { isOpen: false } : {})}
          isRequired={isRequired}
          isInvalid={invalid === true}
          validationBehavior="aria"
        >
          <Trigger ref={ref} data-readonly={isReadOnly || undefined}>
            <SelectValue />
            <Chevron aria-hidden="true" />
          </Trigger>
          <Menu>
            <Options>
              {options.map((option) => (
                <Option key={option.value} id={option.value}>
                  {option.label}
                </Option>
              ))}
            </Options>
          </Menu>
        </AriaSelect>
      )}
    </Field>
  );
});
