import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { BuildCoverProvider } from '../../theme';
import { TextField } from '../../forms/TextField';
import type { YesNo } from '@buildcover/domain';
import { YesNoQuestion } from '../YesNoQuestion';
import { ConditionalSection, matchesCondition } from './ConditionalSection';

describe('matchesCondition', () => {
  it('matches a value, a list of values or a predicate', () => {
    expect(matchesCondition('yes', 'yes')).toBe(true);
    expect(matchesCondition('no', 'yes')).toBe(false);
    expect(matchesCondition<string | null>(null, 'yes')).toBe(false);
    expect(matchesCondition('VIC', ['VIC', 'NSW'])).toBe(true);
    expect(matchesCondition('QLD', ['VIC', 'NSW'])).toBe(false);
    expect(matchesCondition(3, (n: number) => n >= 2)).toBe(true);
  });
});

interface ClaimsForm {
  damage: YesNo | null;
  insurer: string;
}

function ClaimsQuestion({ onSubmit }: { onSubmit: (values: ClaimsForm) => void }) {
  const { control, handleSubmit, watch } = useForm<ClaimsForm>({
    defaultValues: { damage: null, insurer: '' },
    shouldUnregister: true,
  });
  return (
    <BuildCoverProvider withGlobalStyle={false}>
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <Controller
          name="damage"
          control={control}
          render={({ field }) => <YesNoQuestion {...field} label="Any damage or claims?" />}
        />
        <ConditionalSection when="yes" value={watch('damage')} revealMessage="Claim questions shown below">
          <Controller
            name="insurer"
            control={control}
            rules={{ required: 'Insurer is required.' }}
            render={({ field, fieldState }) => (
              <TextField {...field} label="Insurer" errorMessage={fieldState.error?.message} />
            )}
          />
        </ConditionalSection>
        <button type="submit">Submit</button>
      </form>
    </BuildCoverProvider>
  );
}

describe('ConditionalSection', () => {
  it('mounts its fields only while the answer matches, without moving focus, and announces politely', async () => {
    const user = userEvent.setup();
    render(<ClaimsQuestion onSubmit={() => {}} />);
    expect(screen.queryByRole('textbox', { name: 'Insurer' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('textbox', { name: 'Insurer' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Claim questions shown below');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: 'Insurer' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('with shouldUnregister, a hidden field is neither validated nor submitted', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ClaimsQuestion onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByRole('textbox', { name: 'Insurer' }), 'QBE');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ damage: 'no' });
  });

  it('a shown, empty field is validated', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ClaimsQuestion onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('Insurer is required.')).toBeInTheDocument();
  });

  it('does not announce what is already shown when the page opens', () => {
    function Open() {
      const [value] = useState('yes');
      return (
        <BuildCoverProvider withGlobalStyle={false}>
          <ConditionalSection when="yes" value={value} revealMessage="Shown">
            <p>Details</p>
          </ConditionalSection>
        </BuildCoverProvider>
      );
    }
    render(<Open />);
    expect(screen.getByText('Details')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
