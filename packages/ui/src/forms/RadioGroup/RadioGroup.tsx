'use client';

import { forwardRef, useImperativeHandle, useRef, type FocusEvent, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { Field, type FieldBaseProps } from '../Field';
import type { FocusableHandle } from '../DateField';
import { choiceStates } from '../Field/choiceStates';
import { Circle, Hint } from './radioParts';
import { visuallyHidden } from '../../theme';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
}

export interface RadioGroupProps extends FieldBaseProps {
  /** The choices, in order: `{ value, label, description? }`. */
  options: readonly RadioOption[];
  /** The chosen option's value, or null/"" when none is chosen. */
  value: string | null;
  /** Called with the chosen option's value. */
  onChange: (value: string) => void;
  /** Stacked (default) or side by side for two short options. */
  orientation?: 'vertical' | 'horizontal';
}

const RadioList = styled.div<{ $horizontal: boolean }>`
  box-sizing: border-box;
  display: flex;
  flex-direction: ${({ $horizontal }) => ($horizontal ? 'row' : 'column')};
  gap: ${({ theme, $horizontal }) => ($horizontal ? theme.space[5] : theme.space[1])};
`;
const RadioInput = styled.input`
  ${visuallyHidden}
`;
const Choice = styled.label`
  box-sizing: border-box;
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[1]} 0;
  cursor: pointer;
  &:hover:not([data-disabled]) ${Circle} {
    border-color: ${({ theme }) => theme.color.text};
  }
  &[data-selected] ${Circle} {
    border-color: ${({ theme }) => theme.color.brand};
    &::after {
      background: ${({ theme }) => theme.color.brand};
    }
  }
  ${choiceStates(Circle)}
  ${RadioInput}:focus-visible + ${Circle} {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
  @media (forced-colors: active) {
    ${Circle} {
      border-color: ButtonText;
    }
    &[data-selected] ${Circle}::after {
      background: Highlight;
    }
    &[data-disabled] ${Circle} {
      border-color: GrayText;
    }
  }
`;

/**
 * Radios stacked under a legend-like label: the browser's own radio inputs (visually hidden, each
 * with its drawn circle), so they work before the page's JavaScript has run and arrow keys move
 * between them natively; the group has role="radiogroup".
 * The ref is a `{ focus() }` handle that focuses the chosen radio, or the first one (react-hook-form `setFocus`, focus on error).
 */
export const RadioGroup = /* @__PURE__ */ forwardRef<FocusableHandle, RadioGroupProps>(function RadioGroup(
  {
    options,
    value,
    onChange,
    onBlur,
    orientation = 'vertical',
    name,
    isDisabled: isDisabledProp,
    disabled,
    isReadOnly,
    isRequired,
    ...fieldProps
  },
  ref,
): ReactElement {
  useBuildCoverTheme('RadioGroup');
  const isDisabled = isDisabledProp ?? disabled;
  const groupRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    focus: () => {
      const group = groupRef.current;
      (
        group?.querySelector<HTMLInputElement>('input:checked') ?? group?.querySelector<HTMLInputElement>('input')
      )?.focus();
    },
  }));
  // Focus moving between the radios is not a blur of the question.
  const leaveGroup = (event: FocusEvent<HTMLDivElement>): void => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
  };
  return (
    <Field {...fieldProps} isRequired={isRequired} labelFor="group">
      {(control, { isInvalid }) => (
        <RadioList
          ref={groupRef}
          role="radiogroup"
          {...control}
          aria-orientation={orientation}
          aria-readonly={isReadOnly || undefined}
          aria-disabled={isDisabled || undefined}
          onBlur={leaveGroup}
          $horizontal={orientation === 'horizontal'}
        >
          {options.map((option) => {
            const isSelected = value === option.value;
            return (
              <Choice
                key={option.value}
                data-selected={isSelected || undefined}
                data-disabled={isDisabled || undefined}
                data-readonly={isReadOnly || undefined}
                data-invalid={isInvalid || undefined}
              >
                <RadioInput
                  type="radio"
                  // The radios of one group share a name: the browser's arrow keys move between them.
                  name={name ?? control.id}
                  value={option.value}
                  checked={isSelected}
                  disabled={isDisabled}
                  // A radio has no readonly attribute: a read-only group refuses the change and the
                  // controlled `checked` puts the chosen one back.
                  onChange={() => {
                    if (!isReadOnly) onChange(option.value);
                  }}
                />
                <Circle aria-hidden="true" />
                <span>
                  {option.label}
                  {option.description ? <Hint>{option.description}</Hint> : null}
                </span>
              </Choice>
            );
          })}
        </RadioList>
      )}
    </Field>
  );
});
