import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from './RadioGroup';
import { withLocalValue } from '../../storybook/withLocalValue';

const ControlledRadioGroup = withLocalValue(RadioGroup);

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  render: (args) => <ControlledRadioGroup {...args} />,
  args: {
    label: 'Public liability indemnity limit',
    options: [
      { value: '5000000', label: '$5 Million' },
      { value: '10000000', label: '$10 Million' },
      { value: '20000000', label: '$20 Million' },
    ],
    value: null,
    onChange: fn(),
    onBlur: fn(),
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Public liability indemnity limit' });
    await expect(group).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: '$10 Million' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('10000000');
    // Arrow keys move the choice within the group.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '$20 Million' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '$20 Million' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('20000000');
  },
};

export const WithDescription: Story = {
  args: { description: 'The most the policy pays for one claim by someone else.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      'The most the policy pays for one claim by someone else.',
    );
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Public liability indemnity limit is required.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Error: Public liability indemnity limit is required.');
  },
};

export const Filled: Story = { args: { value: '20000000' } };

export const ReadOnly: Story = {
  args: { value: '5000000', isReadOnly: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '$20 Million' }));
    await expect(canvas.getByRole('radio', { name: '$5 Million' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { value: '5000000', isDisabled: true } };
