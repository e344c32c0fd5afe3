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
import { CurrencyInput } from '../../insurance/CurrencyInput';
import { YesNoQuestion } from '../../insurance/YesNoQuestion';
import { worksLabels, worksLimitOptions, worksStateOptions } from '../../react-hook-form/worksForm.fixture';
import { answerWorks, worksAnswers, worksControls } from '../../react-hook-form/worksForm.test-support';

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
function ProposalPart({
  onSubmit,
  focus,
  disabled,
}: {
  onSubmit: (values: Values) => void;
  focus?: FieldName;
  disabled?: boolean;
}) {
  const { control, handleSubmit, setFocus } = useForm<Values>({
    defaultValues: { suburb: '', state: '', startDate: '', value: '', limit: '', excavation: '', declaration: false },
    disabled,
  });
  const required = { required: 'Required.' };
  return (
    <BuildCoverProvider withGlobalStyle={false}>
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <Controller
          name="suburb"
          control={control}
          rules={required}
          render={({ field, fieldState }) => (
            <TextField {...field} label={worksLabels.suburb} errorMessage={fieldState.error?.message} />
          )}
        />
        <Controller
          name="state"
          control={control}
          rules={required}
          render={({ field, fieldState }) => (
            <Select
              {...field}
              label={worksLabels.state}
              options={worksStateOptions}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="startDate"
          control={control}
          rules={required}
          render={({ field, fieldState }) => (
            <DateField {...field} label={worksLabels.startDate} errorMessage={fieldState.error?.message} />
          )}
        />
        <Controller
          name="value"
          control={control}
          rules={required}
          render={({ field, fieldState }) => (
            <CurrencyInput {...field} label={worksLabels.value} errorMessage={fieldState.error?.message} />
          )}
        />
        <Controller
          name="limit"
          control={control}
          rules={required}
          render={({ field, fieldState }) => (
            <RadioGroup
              {...field}
              label={worksLabels.limit}
              options={worksLimitOptions}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="excavation"
          control={control}
          rules={required}
          render={({ field, fieldState }) => (
            <YesNoQuestion {...field} label={worksLabels.excavation} errorMessage={fieldState.error?.message} />
          )}
        />
        <Controller
          name="declaration"
          control={control}
          rules={{ validate: (v) => v || 'Required.' }}
          render={({ field, fieldState }) => (
            <Checkbox {...field} label={worksLabels.declaration} errorMessage={fieldState.error?.message} />
          )}
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

// Answering the whole form types and clicks through every react-aria field in jsdom: seconds alone,
// over 30 s at load 11-21. The limit is for a hang; every test here gets the same one.
describe('field components under react-hook-form', { timeout: 60_000 }, () => {
  it('show RHF messages on every field and collect typed values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ProposalPart onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findAllByText('Required.')).toHaveLength(7);
    // RHF focuses the first invalid field through the component's ref.
    await waitFor(() => expect(worksControls.suburb()).toHaveFocus());

    await answerWorks(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual(worksAnswers);
  });

  it('a disabled form disables every field through {...field}', () => {
    render(<ProposalPart onSubmit={() => {}} disabled />);
    expect(worksControls.suburb()).toBeDisabled();
    expect(worksControls.value()).toBeDisabled();
    expect(worksControls.state()).toBeDisabled();
    expect(worksControls.limit()).toBeDisabled();
    expect(worksControls.excavation()).toBeDisabled();
    expect(worksControls.declaration()).toBeDisabled();
    for (const segment of within(screen.getByRole('group', { name: 'Start date' })).getAllByRole('spinbutton')) {
      expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
  });

  it.each<[FieldName, () => HTMLElement]>([
    ['state', worksControls.state],
    ['startDate', worksControls.startDate],
    ['value', worksControls.value],
    ['limit', worksControls.limit],
    ['excavation', worksControls.excavation],
    ['declaration', worksControls.declaration],
  ])('setFocus(%s) reaches the focusable element', async (name, target) => {
    const user = userEvent.setup();
    render(<ProposalPart onSubmit={() => {}} focus={name} />);
    await user.click(screen.getByRole('button', { name: 'Focus' }));
    // setFocus focuses on the next tick.
    await waitFor(() => expect(target()).toHaveFocus());
  });
});
