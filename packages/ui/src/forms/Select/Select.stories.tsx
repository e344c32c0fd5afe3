import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { australianStates } from '@buildcover/domain';
import { Select } from './Select';
import { withLocalValue } from '../../storybook/withLocalValue';

const stateOptions = australianStates.map((s) => ({ value: s.state_code, label: s.name }));

const ControlledSelect = withLocalValue(Select);

const meta = {
  title: 'Forms/Select',
  component: Select,
  render: (args) => <ControlledSelect {...args} />,
  args: { label: 'State', options: stateOptions, value: '', placeholder: 'Select State', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /State/ });
    await expect(trigger).toHaveTextContent('Select State');
    await userEvent.click(trigger);
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Victoria' }));
    await expect(args.onChange).toHaveBeenCalledWith('VIC');
    await waitFor(() => expect(trigger).toHaveTextContent('Victoria'));
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /State/ });
    // A click on the label focuses the trigger, as a <label for> would.
    await userEvent.click(canvas.getByText('State'));
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('NSW');
  },
};

export const WithDescription: Story = {
  args: { description: 'Where the construction work takes place.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /State/ })).toHaveAccessibleDescription(
      'Where the construction work takes place.',
    );
  },
};

export const Invalid: Story = {
  args: { id: 'state', isRequired: true, errorMessage: 'State is required.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.getElementById('state')).toBe(
      canvas.getByRole('button', { name: /State/ }),
    );
    await expect(canvas.getByRole('button', { name: /State/ })).toHaveAccessibleDescription(
      'Error: State is required.',
    );
    // The same red border as an invalid TextField (theme error #b3261e).
    await expect(getComputedStyle(canvas.getByRole('button', { name: /State/ })).borderColor).toBe('rgb(179, 38, 30)');
  },
};

export const Filled: Story = { args: { value: 'NSW' } };

export const ReadOnly: Story = {
  args: { value: 'QLD', isReadOnly: true },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /State/ }));
    await expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { value: 'WA', isDisabled: true } };
