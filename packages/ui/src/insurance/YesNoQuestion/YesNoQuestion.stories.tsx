import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { YesNoQuestion } from './YesNoQuestion';
import { withLocalValue } from '../../storybook/withLocalValue';

const ControlledQuestion = withLocalValue(YesNoQuestion);

const question = 'Does the work involve excavation deeper than 5 metres?';

const meta = {
  title: 'Insurance/YesNoQuestion',
  component: YesNoQuestion,
  render: (args) => <ControlledQuestion {...args} />,
  args: { label: question, value: null, onChange: fn(), onBlur: fn(), isRequired: true },
  argTypes: {
    // The domain's YesNo alias would read as "union" in the props table.
    value: {
      control: 'inline-radio',
      options: ['', 'yes', 'no'],
      table: { type: { summary: "'yes' | 'no' | '' | null" } },
    },
    onChange: { table: { type: { summary: "(value: 'yes' | 'no') => void" } } },
  },
} satisfies Meta<typeof YesNoQuestion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: question });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('yes');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('no');
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('yes');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Has the property had any damage or claims in the last 3 years?',
    description: 'Include claims on any policy for this address.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      'Include claims on any policy for this address.',
    );
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Please select an option for excavation deeper than 5 metres.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: question });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(
      'Error: Please select an option for excavation deeper than 5 metres.',
    );
  },
};

export const AnsweredYes: Story = {
  args: { value: 'yes' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toBeChecked();
  },
};

export const ReadOnly: Story = {
  args: { value: 'no', isReadOnly: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }));
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { value: 'no', isDisabled: true } };
