import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BuildCoverProvider } from '../../theme';
import { CurrencyInput } from './CurrencyInput';
import { canonicalDecimal, displayCurrency, readCurrencyText } from './currencyText';

describe('currency text', () => {
  it('keeps digits and up to two decimals of pasted text', () => {
    expect(readCurrencyText('$1,200').value).toBe('1200');
    expect(readCurrencyText('$1,200.505').value).toBe('1200.50');
    expect(readCurrencyText('abc').value).toBe('');
  });
  it('keeps a trailing point on screen but not in the value', () => {
    expect(readCurrencyText('12.')).toEqual({ text: '12.', value: '12', caret: 3 });
  });
  it('puts the caret after the kept characters left of it', () => {
    // "1,2|00" with the caret after the 2: the comma goes, the caret stays after the 2.
    expect(readCurrencyText('1,200', 3).caret).toBe(2);
  });
  it('caps the whole dollars so cents stay a safe integer', () => {
    expect(readCurrencyText('12345678901234567').value).toBe('123456789012');
  });
  it('shows grouped dollars and gives the two-decimal form', () => {
    expect(displayCurrency('1200.5')).toBe('1,200.50');
    expect(displayCurrency('')).toBe('');
    expect(canonicalDecimal('1200.5')).toBe('1200.50');
    expect(canonicalDecimal('7')).toBe('7.00');
  });
});

function Controlled({ initial = '', onChange }: { initial?: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <BuildCoverProvider withGlobalStyle={false}>
      <CurrencyInput
        label="Cost"
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
      <button type="button">after</button>
    </BuildCoverProvider>
  );
}

describe('CurrencyInput', () => {
  it('names the unit in the label and hides the visible "$"', () => {
    render(<Controlled onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Cost (in dollars)' })).toBeInTheDocument();
    expect(screen.getByText('$')).toHaveAttribute('aria-hidden', 'true');
  });

  it('strips pasted "$1,200.5", hands back an exact string and shows grouped dollars after blur', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Cost (in dollars)' });
    await user.click(input);
    await user.paste('$1,200.5');
    expect(input).toHaveValue('1200.5');
    expect(onChange).toHaveBeenLastCalledWith('1200.5');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('1200.50');
    expect(input).toHaveValue('1,200.50');
    await user.click(input);
    expect(input).toHaveValue('1200.50');
  });

  it('ignores letters and a third decimal while typing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Cost (in dollars)' });
    await user.type(input, '4a5.678');
    expect(input).toHaveValue('45.67');
    expect(onChange).toHaveBeenLastCalledWith('45.67');
  });

  it('keeps the caret where the user typed when a character is stripped', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="1200" onChange={() => {}} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Cost (in dollars)' });
    await user.click(input);
    input.setSelectionRange(1, 1);
    await user.keyboard('x');
    expect(input).toHaveValue('1200');
    expect(input.selectionStart).toBe(1);
    await user.keyboard('9');
    expect(input).toHaveValue('19200');
    expect(input.selectionStart).toBe(2);
  });

  it('shows the error message tied to the input', () => {
    render(
      <BuildCoverProvider withGlobalStyle={false}>
        <CurrencyInput label="Cost" value="" onChange={() => {}} errorMessage="Cost is required." />
      </BuildCoverProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Cost (in dollars)' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: Cost is required.');
  });
});
