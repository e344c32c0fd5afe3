import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyClaimEntry, type ClaimEntryValues } from '@buildcover/domain';
import { BuildCoverProvider } from '../../theme';
import type { FocusableHandle } from '../../forms/DateField';
import { ClaimList, withMinimumClaims, type ClaimListProps } from './ClaimList';
import { claimErrorsFromFieldErrors } from './claimFields';

const claim = (insurer: string): ClaimEntryValues => ({ ...emptyClaimEntry(), insurer });

function Controlled({ initial, onChange, ...props }: Partial<ClaimListProps> & { initial: ClaimEntryValues[] }) {
  const [claims, setClaims] = useState(initial);
  return (
    <BuildCoverProvider withGlobalStyle={false}>
      <ClaimList
        maxDate="2024-12-31"
        {...props}
        value={claims}
        onChange={(next) => {
          setClaims(next);
          onChange?.(next);
        }}
      />
    </BuildCoverProvider>
  );
}

const entries = () => screen.getAllByRole('group', { name: /^Claim \d+$/ });

describe('withMinimumClaims', () => {
  it('pads to two entries and leaves longer lists alone', () => {
    expect(withMinimumClaims([])).toEqual([emptyClaimEntry(), emptyClaimEntry()]);
    expect(withMinimumClaims([claim('A')])).toEqual([claim('A'), emptyClaimEntry()]);
    expect(withMinimumClaims([claim('A'), claim('B'), claim('C')])).toHaveLength(3);
  });
});

describe('claimErrorsFromFieldErrors', () => {
  it('keeps the messages of react-hook-form entry errors, by index', () => {
    const errors = [undefined, { insurer: { message: 'Insurer is required.', type: 'custom' } }];
    expect(claimErrorsFromFieldErrors(errors)).toEqual([
      undefined,
      {
        insurer: 'Insurer is required.',
        claimDate: undefined,
        cost: undefined,
        claimedFor: undefined,
        address: undefined,
      },
    ]);
    expect(claimErrorsFromFieldErrors({ message: 'Please enter at least 2 claims.' })).toEqual([]);
  });
});

describe('ClaimList', () => {
  it('starts with two claims, neither removable', () => {
    render(<Controlled initial={[]} />);
    expect(entries()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('adds a claim with a button that never submits, and focuses its first field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial={[]} onChange={onChange} />);
    const add = screen.getByRole('button', { name: 'Add claim' });
    expect(add).toHaveAttribute('type', 'button');
    await user.click(add);
    expect(entries()).toHaveLength(3);
    expect(onChange).toHaveBeenLastCalledWith([emptyClaimEntry(), emptyClaimEntry(), emptyClaimEntry()]);
    const third = screen.getByRole('group', { name: 'Claim 3' });
    expect(within(third).getByRole('textbox', { name: 'Insurer' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Claim 3 added.');
  });

  it('removes only entries beyond the second, renumbers them and focuses the heading', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial={[claim('A'), claim('B'), claim('C'), claim('D')]} onChange={onChange} />);
    expect(
      screen.getAllByRole('button', { name: /^Remove claim/ }).map((b) => b.textContent?.replace(/\s+/g, ' ')),
    ).toEqual(['Remove claim 3', 'Remove claim 4']);
    await user.click(screen.getByRole('button', { name: 'Remove claim 3' }));
    expect(onChange).toHaveBeenLastCalledWith([claim('A'), claim('B'), claim('D')]);
    expect(entries()).toHaveLength(3);
    // The former claim 4 is now claim 3.
    expect(
      within(screen.getByRole('group', { name: 'Claim 3' })).getByRole('textbox', { name: 'Insurer' }),
    ).toHaveValue('D');
    expect(screen.getByRole('heading', { name: 'Claims' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Claim 3 removed.');
  });

  it('edits one field of one entry', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial={[]} onChange={onChange} />);
    const second = screen.getByRole('group', { name: 'Claim 2' });
    await user.type(within(second).getByRole('textbox', { name: 'Address' }), '1 Rd');
    expect(onChange).toHaveBeenLastCalledWith([emptyClaimEntry(), { ...emptyClaimEntry(), address: '1 Rd' }]);
  });

  it('shows the validator’s messages on the right fields, with ids matching their paths', () => {
    render(
      <Controlled
        initial={[]}
        errors={[undefined, { insurer: 'Insurer is required.', cost: 'Claim cost is required.' }]}
      />,
    );
    const insurer = document.getElementById('claims-1-insurer');
    expect(insurer).toHaveAccessibleDescription('Error: Insurer is required.');
    expect(document.getElementById('claims-1-cost')).toHaveAccessibleDescription('Error: Claim cost is required.');
    expect(document.getElementById('claims-0-insurer')).not.toHaveAttribute('aria-invalid');
  });

  it('takes a ref whose focus() goes to the first invalid field, or to the heading when none is marked (react-hook-form focus on error)', () => {
    const ref = createRef<FocusableHandle>();
    const { rerender } = render(
      <BuildCoverProvider withGlobalStyle={false}>
        <ClaimList ref={ref} value={[]} onChange={() => {}} heading="Claims in the last 3 years" />
      </BuildCoverProvider>,
    );
    ref.current?.focus();
    expect(screen.getByRole('heading', { name: 'Claims in the last 3 years' })).toHaveFocus();
    rerender(
      <BuildCoverProvider withGlobalStyle={false}>
        <ClaimList
          ref={ref}
          value={[]}
          onChange={() => {}}
          heading="Claims in the last 3 years"
          errors={[undefined, { cost: 'Claim cost is required.', address: 'Address is required.' }]}
        />
      </BuildCoverProvider>,
    );
    ref.current?.focus();
    expect(document.getElementById('claims-1-cost')).toHaveFocus();
  });

  it('read-only: no add or remove buttons', () => {
    render(<Controlled initial={[claim('A'), claim('B'), claim('C')]} isReadOnly />);
    expect(screen.queryByRole('button', { name: 'Add claim' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.getAllByRole('textbox', { name: 'Insurer' })[0]).toHaveAttribute('readonly');
  });
});
