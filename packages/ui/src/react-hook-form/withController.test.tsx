import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { BuildCoverProvider } from '../theme';
import { FormTextField } from './fields';
import { FormCheckbox } from './FormCheckbox';
import { WorksForm, type WorksFormProps, type WorksValues } from './worksForm.fixture';
import { answerWorks, worksAnswers, worksControls } from './worksForm.test-support';

function renderForm(props: Partial<WorksFormProps> = {}) {
  const onSubmit = vi.fn<(values: WorksValues) => void>();
  render(
    <BuildCoverProvider withGlobalStyle={false}>
      <WorksForm onSubmit={onSubmit} {...props} />
    </BuildCoverProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

const controls = worksControls;

function SuburbEcho({ control }: { control: Control<WorksValues> }) {
  return <output aria-label="Suburb in the form">{useWatch({ control, name: 'suburb' })}</output>;
}

// Answering the whole form types and clicks through every react-aria field in jsdom: seconds alone,
// over 30 s at load 11-21. The limit is for a hang; every test here gets the same one.
describe('react-hook-form bindings', { timeout: 60_000 }, () => {
  it('typing and choosing update the form values', async () => {
    const { user, onSubmit } = renderForm({ children: (form) => <SuburbEcho control={form.control} /> });
    await answerWorks(user);
    expect(screen.getByRole('status', { name: 'Suburb in the form' })).toHaveTextContent('Geelong');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual(worksAnswers);
  });

  it("shows the zod resolver's message at each field, and clears it once answered", async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(controls.suburb()).toHaveAccessibleDescription('Error: Enter the suburb of the site.'));
    expect(controls.suburb()).toHaveAttribute('aria-invalid', 'true');
    expect(controls.value()).toHaveAccessibleDescription('Error: Enter the value of the works.');
    expect(controls.declaration()).toHaveAccessibleDescription('Error: Confirm the declaration to continue.');
    for (const message of [
      'Select the state.',
      'Enter the start date.',
      'Choose a public liability limit.',
      'Answer whether the work involves excavation.',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(onSubmit).not.toHaveBeenCalled();
    // The resolver's focus-on-error reaches the first field through the binding's ref.
    expect(controls.suburb()).toHaveFocus();

    await user.type(controls.suburb(), 'Geelong');
    expect(screen.queryByText('Enter the suburb of the site.')).not.toBeInTheDocument();
    expect(controls.suburb()).not.toHaveAttribute('aria-invalid');
  });

  it.each(Object.keys(controls) as (keyof WorksValues)[])('setFocus(%s) focuses its control', async (name) => {
    const { user } = renderForm({
      children: (form) => (
        <button type="button" onClick={() => form.setFocus(name)}>
          Focus the field
        </button>
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Focus the field' }));
    await waitFor(() => expect(controls[name]()).toHaveFocus());
  });

  it("disables every field with the form's disabled", () => {
    renderForm({ options: { disabled: true } });
    expect(controls.suburb()).toBeDisabled();
    expect(controls.value()).toBeDisabled();
    expect(controls.state()).toBeDisabled();
    expect(controls.limit()).toBeDisabled();
    expect(controls.excavation()).toBeDisabled();
    expect(controls.declaration()).toBeDisabled();
    expect(controls.startDate()).toHaveAttribute('aria-disabled', 'true');
  });

  it("lets an explicit isDisabled win over the form's state", () => {
    function Form({ formDisabled }: { formDisabled: boolean }) {
      const { control } = useForm<{ suburb: string; declaration: boolean }>({ disabled: formDisabled });
      return (
        <>
          <FormTextField control={control} name="suburb" label="Suburb" isDisabled={!formDisabled} />
          <FormCheckbox control={control} name="declaration" label="I declare" />
        </>
      );
    }
    const { rerender } = render(
      <BuildCoverProvider withGlobalStyle={false}>
        <Form formDisabled={false} />
      </BuildCoverProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Suburb' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'I declare' })).toBeEnabled();
    rerender(
      <BuildCoverProvider withGlobalStyle={false}>
        <Form formDisabled />
      </BuildCoverProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Suburb' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'I declare' })).toBeDisabled();
  });

  it('binds through `control` without a FormProvider, and shows empty fields for missing values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(values: { suburb?: string; declaration?: boolean }) => void>();
    function Form() {
      const { control, handleSubmit } = useForm<{ suburb?: string; declaration?: boolean }>();
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <FormTextField control={control} name="suburb" label="Suburb" />
          <FormCheckbox control={control} name="declaration" label="I declare" />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(
      <BuildCoverProvider withGlobalStyle={false}>
        <Form />
      </BuildCoverProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Suburb' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'I declare' })).not.toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Suburb' }), 'Ballarat');
    await user.click(screen.getByRole('checkbox', { name: 'I declare' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ suburb: 'Ballarat', declaration: true });
  });
});
