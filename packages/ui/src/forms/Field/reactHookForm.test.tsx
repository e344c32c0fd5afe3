import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import type { YesNo } from '@buildcover/domain';
import { BuildCoverProvider } from '../../theme';
import { TextField } from '../TextField';
import { Select } from '../Select';
import { DateField } from '../DateField';
import { Checkbox } from '../Checkbox';
import { RadioGroup } from '../RadioGroup';
import { CurrencyInput } from '../../domain/CurrencyInput';
import { YesNoQuestion } from '../../domain/YesNoQuestion';

interface Values {
  suburb: string;
  state: string;
  startDate: string;
  value: string;
  limit: string;
  excavation: YesNo;
  declaration: boolean;
}

type FieldName = keyof Values;

/** Every field component, wired with nothing but `{...field}` and the field state's message. */
function ProposalPart({ onSubmit, focus, disabled }: { onSubmit: (values: Values) => void; focus?: FieldName; disabled?: boolean }) {
  const { control, handleSubmit, setFocus } = useForm<Values>({
    defaultValues: { suburb: '', state: '', startDate: '', value: '', limit: '', excavation: '', declaration: false },
    disabled,
  });
  const required = { required: 'Required.' };
  return (
    <BuildCoverProvider withGlobalStyle={false}>
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <Controller name="suburb" control={control} rules={required} render={({ field, fieldState }) => <TextField {...field} label="Suburb" errorMessage={fieldState.error?.message} />} />
        <Controller
          name="state"
          control={control}
          rules={required}
          render={({ field, fieldState }) => (
            <Select {...field} label="State" options={[{ value: 'VIC', label: 'Victoria' }]} errorMessage={fieldState.error?.message} />
          )}
        />
        <Controller name="startDate" control={control} rules={required} render={({ field, fieldState }) => <DateField {...field} label="Start date" errorMessage={fieldState.error?.message} />} />
        <Controller name="value" control={control} rules={required} render={({ field, fieldState }) => <CurrencyInput {...field} label="Value" errorMessage={fieldState.error?.message} />} />
        <Controller
          name="limit"
          control={control}
          rules={required}
          render={({ field, fieldState }) => (
            <RadioGroup {...field} label="Limit" options={[{ value: '5000000', label: '$5 Million' }]} errorMessage={fieldState.error?.message} />
          )}
        />
        <Controller name="excavation" control={control} rules={required} render={({ field, fieldState }) => <YesNoQuestion {...field} label="Excavation?" errorMessage={fieldState.error?.message} />} />
        <Controller
          name="declaration"
          control={control}
          rules={{ validate: (v) => v || 'Required.' }}
          render={({ field, fieldState }) => <Checkbox {...field} label="I declare" errorMessage={fieldState.error?.message} />}
        />
        <button type="submit">Submit</button>
        {focus ? (
          <button type="button" onClick={() => setFocus(focus)}>
            Focus
          </button>
        ) : null}
      </form>
    </BuildCoverProvider>
  );
}

describe('field components under react-hook-form', () => {
  it('show RHF messages on every field and collect typed values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ProposalPart onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findAllByText('Required.')).toHaveLength(7);
    // RHF focuses the first invalid field through the component's ref.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Suburb' })).toHaveFocus());

    await user.type(screen.getByRole('textbox', { name: 'Suburb' }), 'Geelong');
    await user.type(screen.getByRole('textbox', { name: 'Value (in dollars)' }), '$450,000');
    await user.click(screen.getByRole('radio', { name: '$5 Million' }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('checkbox', { name: 'I declare' }));
    const [day] = within(screen.getByRole('group', { name: 'Start date' })).getAllByRole('spinbutton');
    await user.click(day!);
    await user.keyboard('01072030');
    await user.click(screen.getByRole('button', { name: /State/ }));
    await user.click(await screen.findByRole('option', { name: 'Victoria' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      suburb: 'Geelong',
      state: 'VIC',
      startDate: '2030-07-01',
      value: '450000.00',
      limit: '5000000',
      excavation: 'no',
      declaration: true,
    });
  }, 30_000);

  it("a disabled form disables every field through {...field}", () => {
    render(<ProposalPart onSubmit={() => {}} disabled />);
    expect(screen.getByRole('textbox', { name: 'Suburb' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Value (in dollars)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /State/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '$5 Million' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'I declare' })).toBeDisabled();
    for (const segment of within(screen.getByRole('group', { name: 'Start date' })).getAllByRole('spinbutton')) {
      expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
  });

  it.each<[FieldName, () => HTMLElement]>([
    ['state', () => screen.getByRole('button', { name: /State/ })],
    ['startDate', () => within(screen.getByRole('group', { name: 'Start date' })).getAllByRole('spinbutton')[0]!],
    ['value', () => screen.getByRole('textbox', { name: 'Value (in dollars)' })],
    ['limit', () => screen.getByRole('radio', { name: '$5 Million' })],
    ['excavation', () => screen.getByRole('radio', { name: 'Yes' })],
    ['declaration', () => screen.getByRole('checkbox', { name: 'I declare' })],
  ])('setFocus(%s) reaches the focusable element', async (name, target) => {
    const user = userEvent.setup();
    render(<ProposalPart onSubmit={() => {}} focus={name} />);
    await user.click(screen.getByRole('button', { name: 'Focus' }));
    // setFocus focuses on the next tick.
    await waitFor(() => expect(target()).toHaveFocus());
  });
});
