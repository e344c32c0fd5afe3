import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { WorksForm } from './worksForm.fixture';

const meta = {
  title: 'Forms/React Hook Form',
  component: WorksForm,
  args: { onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Fields from `@buildcover/ui/react-hook-form` bound by name inside a `FormProvider`, validated by a zod schema through `zodResolver` on submit: `<FormTextField<Values> name="suburb" label="Suburb" />`.',
      },
    },
  },
} satisfies Meta<typeof WorksForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const SubmitEmpty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const suburb = canvas.getByRole('textbox', { name: 'Suburb' });
    await waitFor(() => expect(suburb).toHaveAccessibleDescription('Error: Enter the suburb of the site.'));
    await expect(suburb).toHaveFocus();
    for (const message of [
      'Select the state.',
      'Enter the start date.',
      'Enter the value of the works.',
      'Choose a public liability limit.',
      'Answer whether the work involves excavation.',
      'Confirm the declaration to continue.',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { options: { disabled: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Suburb' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'I declare the answers are true' })).toBeDisabled();
  },
};
