'use client';

import { forwardRef, useImperativeHandle, useRef, type ReactElement } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
} from 'react-aria-components';
import styled from 'styled-components';
import { Field, type FieldBaseProps } from '../Field';
import { controlStyles } from '../Field/controlStyles';
import { focusRing } from '../../theme';
import { Icon } from '../../feedback/Icon';
import { toCalendarDate } from './isoDate';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

/** What a ref to a composite field can do: react-hook-form's `setFocus` only needs `focus()`. */
export interface FocusableHandle {
  focus: () => void;
}

export interface DateFieldProps extends FieldBaseProps {
  /** Calendar date as yyyy-mm-dd, or "" when empty. */
  value: string;
  /** Called with yyyy-mm-dd once day, month and year are complete, or "" when cleared. */
  onChange: (value: string) => void;
  /** Earliest allowed date, yyyy-mm-dd. */
  min?: string;
  /** Latest allowed date, yyyy-mm-dd (for example yesterday for past claims). */
  max?: string;
  /** Locale of the segments; en-AU shows dd/mm/yyyy. */
  locale?: string;
}

const Segments = styled(Group)`
  box-sizing: border-box;
  ${controlStyles}
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  width: auto;
  min-width: 12rem;
  max-width: 16rem;
  padding-block: 0;
  &[data-focus-within] {
    border-color: ${({ theme }) => theme.color.text};
  }
`;
const Input = styled(DateInput)`
  box-sizing: border-box;
  display: flex;
  font-variant-numeric: tabular-nums;
`;
const Segment = styled(DateSegment)`
  box-sizing: border-box;
  padding: 0 1px;
  border-radius: 2px;
  outline: none;
  &[data-type='literal'] {
    padding: 0;
  }
  &[data-placeholder] {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[data-focused] {
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.textInverse};
  }
  @media (forced-colors: active) {
    &[data-focused] {
      background: Highlight;
      color: HighlightText;
    }
  }
`;
const CalendarButton = styled(Button)`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2rem;
  min-height: 2rem;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  &[data-hovered] {
    background: ${({ theme }) => theme.color.brandSoft};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
  ${focusRing}
`;
const CalendarPopover = styled(Popover)`
  box-sizing: border-box;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  padding: ${({ theme }) => theme.space[3]};
  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;
const CalendarDialog = styled(Dialog)`
  box-sizing: border-box;
  outline: none;
`;
const CalendarHeader = styled.header`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[2]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;
const Cell = styled(CalendarCell)`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  cursor: pointer;
  outline: none;
  &[data-outside-month] {
    display: none;
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.brandSoft};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.textInverse};
  }
  &[data-disabled],
  &[data-unavailable] {
    color: ${({ theme }) => theme.color.textMuted};
    text-decoration: line-through;
    cursor: not-allowed;
  }
  ${focusRing}
  @media (forced-colors: active) {
    &[data-selected] {
      background: Highlight;
      color: HighlightText;
    }
    &[data-disabled] {
      color: GrayText;
    }
  }
`;

function CalendarIcon(): ReactElement {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <rect x="2.5" y="4" width="15" height="13" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M2.5 8h15M6.5 2.5v3M13.5 2.5v3" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/**
 * Date entry as day, month and year segments (dd/mm/yyyy in en-AU) with a calendar popover.
 * Works with yyyy-mm-dd strings in and out, so forms and the API never see Date objects.
 *
 * The ref is a `{ focus() }` handle that focuses the first segment (react-hook-form `setFocus`, focus on error).
 */
export const DateField = /* @__PURE__ */ forwardRef<FocusableHandle, DateFieldProps>(function DateField(
  {
    value,
    onChange,
    onBlur,
    min,
    max,
    locale = 'en-AU',
    name,
    isDisabled: isDisabledProp,
    disabled,
    isReadOnly,
    isRequired,
    ...fieldProps
  },
  ref,
): ReactElement {
  useBuildCoverTheme('DateField');
  const isDisabled = isDisabledProp ?? disabled;
  const groupRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    focus: () => groupRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus(),
  }));
  return (
    <Field {...fieldProps} isRequired={isRequired} labelFor="composite">
      {({ id, 'aria-labelledby': labelledBy, 'aria-describedby': describedBy, 'aria-invalid': invalid }) => (
        <I18nProvider locale={locale}>
          <DatePicker
            id={id}
            name={name}
            aria-labelledby={labelledBy}
            aria-describedby={describedBy}
            value={toCalendarDate(value)}
            onChange={(date) => onChange(date ? date.toString() : '')}
            onBlur={() => onBlur?.()}
            minValue={toCalendarDate(min)}
            maxValue={toCalendarDate(max)}
            isDisabled={isDisabled}
            isReadOnly={isReadOnly}
            isRequired={isRequired}
            // Left undefined without a message so react-aria still flags a typed date outside min/max.
            isInvalid={invalid === true ? true : undefined}
            validationBehavior="aria"
            shouldForceLeadingZeros
          >
            <Segments ref={groupRef} data-readonly={isReadOnly || undefined}>
              <Input>{(segment) => <Segment segment={segment} />}</Input>
              <CalendarButton aria-label="Choose date">
                <CalendarIcon />
              </CalendarButton>
            </Segments>
            <CalendarPopover>
              <CalendarDialog aria-label="Calendar">
                <Calendar>
                  <CalendarHeader>
                    <CalendarButton slot="previous" aria-label="Previous month">
                      <Icon name="chevronLeft" />
                    </CalendarButton>
                    <Heading />
                    <CalendarButton slot="next" aria-label="Next month">
                      <Icon name="chevronRight" />
                    </CalendarButton>
                  </CalendarHeader>
                  <CalendarGrid>{(date) => <Cell date={date} />}</CalendarGrid>
                </Calendar>
              </CalendarDialog>
            </CalendarPopover>
          </DatePicker>
        </I18nProvider>
      )}
    </Field>
  );
});
