import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { withLocalValue } from '../../storybook/withLocalValue';

const ControlledCheckbox = withLocalValue(Checkbox);

const declaration = 'I declare that the information I have given is true and complete.';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  render: (args) => <ControlledCheckbox {...args} />,
  args: { label: declaration, value: false, onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: declaration });
    await userEvent.click(canvas.getByText(declaration));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const WithDescription: Story = {
  args: { description: 'Read the Product Disclosure Statement before you tick.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'Read the Product Disclosure Statement before you tick.',
    );
  },
};

export const Invalid: Story = {
  args: { id: 'consent', isRequired: true, errorMessage: 'Please confirm your consent' },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('checkbox');
    // The id is on the input itself, so an ErrorSummary link to #consent focuses it.
    await expect(canvasElement.ownerDocument.getElementById('consent')).toBe(box);
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('Error: Please confirm your consent');
  },
};

export const Checked: Story = { args: { value: true } };

export const ReadOnly: Story = {
  args: { value: true, isReadOnly: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
    await userEvent.click(canvas.getByText(declaration));
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
