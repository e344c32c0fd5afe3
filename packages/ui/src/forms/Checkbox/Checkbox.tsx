'use client';

import { forwardRef, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldDescription, FieldWrapper, useFieldA11y, type FieldBaseProps } from '../Field';
import { FieldMessage } from '../Field/FieldMessage';
import { choiceStates } from '../Field/choiceStates';
import { visuallyHidden } from '../../theme';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export interface CheckboxProps extends Omit<FieldBaseProps, 'label' | 'hideLabel'> {
  /** The text beside the box, e.g. the declaration. */
  label: ReactNode;
  /** Whether the box is ticked. */
  value: boolean;
  /** Called with the new state when the box is ticked or cleared. */
  onChange: (value: boolean) => void;
}

const Box = styled.span`
  box-sizing: border-box;
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.background};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.color.textInverse};
  svg {
    visibility: hidden;
  }
`;
// The browser's own checkbox, hidden, inside the row's <label>: click, tap and Space tick it, and a page
// that shows one carries no toggle library. The row's data attributes are choiceStates' (React Aria's names).
const HiddenInput = styled.input`
  ${visuallyHidden}
`;
const Row = styled.label`
  box-sizing: border-box;
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  cursor: pointer;
  color: ${({ theme }) => theme.color.text};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  ${({ theme }) => theme.media.hover} {
    &:not([data-disabled]):not([data-readonly]):hover ${Box} {
      border-color: ${({ theme }) => theme.color.text};
    }
  }
  &:has(input:focus-visible) ${Box} {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
  &[data-selected] ${Box} {
    background: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
    svg {
      visibility: visible;
    }
  }
  ${choiceStates(Box)}
  @media (forced-colors: active) {
    ${Box} {
      border-color: ButtonText;
    }
    &[data-selected] ${Box} {
      background: Highlight;
      border-color: Highlight;
      color: HighlightText;
    }
    &[data-disabled] ${Box} {
      border-color: GrayText;
    }
  }
`;

/**
 * One checkbox with its text beside it (a declaration, a consent), plus optional hint and error.
 * The ref reaches the checkbox input (react-hook-form `setFocus`, focus on error).
 */
export const Checkbox = /* @__PURE__ */ forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    value,
    onChange,
    onBlur,
    description,
    errorMessage,
    isRequired,
    isDisabled: isDisabledProp,
    disabled,
    isReadOnly,
    name,
    id,
    className,
  },
  ref,
): ReactElement {
  useBuildCoverTheme('Checkbox');
  const isDisabled = isDisabledProp ?? disabled;
  const { ids, isInvalid, controlProps } = useFieldA11y({ id, description, errorMessage, isRequired });
  return (
    <FieldWrapper className={className} $invalid={isInvalid}>
      {description ? <FieldDescription id={ids.description}>{description}</FieldDescription> : null}
      {isInvalid ? <FieldMessage id={ids.message}>{errorMessage}</FieldMessage> : null}
      <Row
        data-selected={value || undefined}
        data-disabled={isDisabled || undefined}
        data-invalid={isInvalid || undefined}
        data-readonly={isReadOnly || undefined}
      >
        <HiddenInput
          ref={ref}
          type="checkbox"
          id={controlProps.id}
          name={name}
          checked={value}
          // Read-only: the tick stays as it is (React puts the controlled state back after the click).
          onChange={(event) => {
            if (!isReadOnly) onChange(event.currentTarget.checked);
          }}
          onBlur={() => onBlur?.()}
          disabled={isDisabled}
          aria-describedby={controlProps['aria-describedby']}
          aria-invalid={isInvalid || undefined}
          aria-required={isRequired || undefined}
          aria-readonly={isReadOnly || undefined}
        />
        <Box aria-hidden="true">
          <svg width="16" height="16" viewBox="0 0 16 16" focusable="false">
            <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </Box>
        <span>{label}</span>
      </Row>
    </FieldWrapper>
  );
});
