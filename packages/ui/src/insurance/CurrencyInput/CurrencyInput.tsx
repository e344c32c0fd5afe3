'use client';

import { forwardRef, useState, type ChangeEvent, type ReactElement } from 'react';
import styled from 'styled-components';
import { Field, type FieldBaseProps } from '../../forms/Field';
import { controlStyles } from '../../forms/Field/controlStyles';
import { canonicalDecimal, displayCurrency, readCurrencyText } from './currencyText';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export interface CurrencyInputProps extends FieldBaseProps {
  /** Exact decimal string ("1200.50") or "" when empty. Never a float. */
  value: string;
  /** Called with the cleaned decimal string on each keystroke or paste. */
  onChange: (value: string) => void;
  /**
   * Spoken after the label because the visible "$" is hidden from screen readers. Pass '' when
   * the label already states the unit ("Claim cost ($)").
   */
  unitLabel?: string;
  /** Shown while empty; never a replacement for the label or hint. */
  placeholder?: string;
}

const Row = styled.div`
  box-sizing: border-box;
  display: flex;
  align-items: stretch;
  max-width: 20rem;
`;
/** The visible "$" before the amount (a grid may restyle it: PremiumGrid on a phone). */
export const CurrencySymbol = styled.span`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-inline-end: 0;
  border-radius: ${({ theme }) => `${theme.radius.sm} 0 0 ${theme.radius.sm}`};
  background: ${({ theme }) => theme.color.surface};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  @media (forced-colors: active) {
    border-color: FieldText;
  }
`;
// The browser's own input, as TextField's: the pay link's read-only premium grid shows none, yet
// an editable cell's code comes with the grid, and React Aria's Input with it added about 9.5 KB
// gzip to the customer's page. controlStyles styles :hover, :focus-visible and :disabled itself.
const AmountInput = styled.input`
  box-sizing: border-box;
  ${controlStyles}
  border-radius: ${({ theme }) => `0 ${theme.radius.sm} ${theme.radius.sm} 0`};
  font-variant-numeric: tabular-nums;
`;

/**
 * Dollar amount entry. Keeps digits and up to two decimals (pasting "$1,200" gives "1200"), shows
 * grouped dollars when not focused and the raw digits while editing, and hands back an exact
 * decimal string. The visible "$" is aria-hidden; the label states the unit instead.
 *
 * The ref reaches the input element (react-hook-form `setFocus`, focus on error).
 */
export const CurrencyInput = /* @__PURE__ */ forwardRef<HTMLInputElement, CurrencyInputProps>(function CurrencyInput(
  {
    value,
    onChange,
    onBlur,
    unitLabel = 'in dollars',
    placeholder,
    isDisabled: isDisabledProp,
    disabled,
    isReadOnly,
    isRequired,
    name,
    label,
    ...fieldProps
  },
  ref,
): ReactElement {
  useBuildCoverTheme('CurrencyInput');
  const isDisabled = isDisabledProp ?? disabled;
  const [draft, setDraft] = useState<string | null>(null);

  // While editing, show what was typed ("12."), unless the value was changed from outside.
  const editing = draft !== null && readCurrencyText(draft).value === value;
  const shown = editing ? draft : draft !== null ? value : displayCurrency(value);

  const handleChange = (event: ChangeEvent<HTMLInputElement>): void => {
    const raw = event.target.value;
    const edit = readCurrencyText(raw, event.target.selectionStart ?? raw.length);
    // When characters were dropped, fix the text and caret in place before React renders: React
    // then finds the DOM already matching and leaves the caret alone (no jump to the end).
    if (edit.text !== raw) {
      event.target.value = edit.text;
      event.target.setSelectionRange(edit.caret, edit.caret);
    }
    setDraft(edit.text);
    if (edit.value !== value) onChange(edit.value);
  };

  return (
    <Field {...fieldProps} isRequired={isRequired} label={label} labelSuffix={unitLabel ? `(${unitLabel})` : undefined}>
      {(control) => (
        <Row>
          <CurrencySymbol aria-hidden="true">$</CurrencySymbol>
          <AmountInput
            {...control}
            ref={ref}
            name={name}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={placeholder}
            value={shown}
            disabled={isDisabled}
            readOnly={isReadOnly}
            onFocus={(event) => {
              // The raw digits replace the grouped text before React renders (as handleChange
              // does), so React leaves the selection alone: a select-all (Tab, a script's fill)
              // stays whole and typing replaces the amount instead of being appended and cut off.
              const input = event.currentTarget;
              const wasAllSelected =
                input.value !== '' && input.selectionStart === 0 && input.selectionEnd === input.value.length;
              if (input.value !== value) {
                input.value = value;
                if (wasAllSelected) input.select();
              }
              setDraft(value);
            }}
            onChange={handleChange}
            onBlur={() => {
              setDraft(null);
              const canonical = canonicalDecimal(value);
              if (canonical !== value && !isReadOnly) onChange(canonical);
              onBlur?.();
            }}
          />
        </Row>
      )}
    </Field>
  );
});
