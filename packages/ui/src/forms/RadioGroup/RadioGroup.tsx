'use client';

import { forwardRef, useImperativeHandle, useRef, type ReactElement, type ReactNode } from 'react';
import { RadioGroup as AriaRadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import { Field, type FieldBaseProps } from '../Field';
import type { FocusableHandle } from '../DateField';
import { Radio } from './Radio';
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

export const RadioList = styled(AriaRadioGroup)<{ $horizontal: boolean }>`
  box-sizing: border-box;
  display: flex;
  flex-direction: ${({ $horizontal }) => ($horizontal ? 'row' : 'column')};
  gap: ${({ theme, $horizontal }) => ($horizontal ? theme.space[5] : theme.space[1])};
`;

/**
 * Radios stacked under a legend-like label (RAC RadioGroup: role="radiogroup", arrow keys move).
 * The ref is a `{ focus() }` handle that focuses the chosen radio, or the first one (react-hook-form `setFocus`, focus on error).
 */
export const RadioGroup = forwardRef<FocusableHandle, RadioGroupProps>(function RadioGroup({ options, value, onChange, onBlur, orientation = 'vertical', name, isDisabled: isDisabledProp, disabled, isReadOnly, isRequired, ...fieldProps }, ref): ReactElement {
  useBuildCoverTheme('RadioGroup');
  const isDisabled = isDisabledProp ?? disabled;
  const groupRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    focus: () => {
      const group = groupRef.current;
      (group?.querySelector<HTMLInputElement>('input:checked') ?? group?.querySelector<HTMLInputElement>('input'))?.focus();
    },
  }));
  return (
    <Field {...fieldProps} isRequired={isRequired} labelFor="group">
      {({ id, 'aria-labelledby': labelledBy, 'aria-describedby': describedBy, 'aria-invalid': invalid }) => (
        <RadioList
          ref={groupRef}
          id={id}
          name={name}
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          value={value === '' ? null : value}
          onChange={onChange}
          onBlur={() => onBlur?.()}
          orientation={orientation}
          $horizontal={orientation === 'horizontal'}
          isDisabled={isDisabled}
          isReadOnly={isReadOnly}
          isRequired={isRequired}
          isInvalid={invalid === true}
          validationBehavior="aria"
        >
          {options.map((option) => (
            <Radio key={option.value} value={option.value} description={option.description}>
              {option.label}
            </Radio>
          ))}
        </RadioList>
      )}
    </Field>
  );
});
