import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { australianStates } from '@buildcover/domain';
import { NativeSelect } from './NativeSelect';
import { withLocalValue } from '../../storybook/withLocalValue';

const stateOptions = australianStates.map((s) => ({ value: s.state_code, label: s.name }));

const ControlledNativeSelect = withLocalValue(NativeSelect);

const meta = {
  title: 'Forms/NativeSelect',
  component: NativeSelect,
  render: (args) => <ControlledNativeSelect {...args} />,
  args: { label: 'State', options: stateOptions, value: '', placeholder: 'Select State', onChange: fn(), onBlur: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Select's props on the browser's own `<select>`, styled like the other fields: it works before the page's JavaScript has run and each platform shows its own picker. The proposal's questions use it, which keeps React Aria's list box out of the quote form's first load.",
      },
    },
  },
} satisfies Meta<typeof NativeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'State' });
    await expect(select).toHaveDisplayValue('Select State');
    await userEvent.selectOptions(select, 'Victoria');
    await expect(args.onChange).toHaveBeenCalledWith('VIC');
    await expect(select).toHaveDisplayValue('Victoria');
  },
};

/** The label is a <label for>: a click on it focuses the select (its keys are the browser's own). */
export const LabelFocuses: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('State'));
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveFocus();
  },
};

export const WithDescription: Story = {
  args: { description: 'Where the construction work takes place.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription(
      'Where the construction work takes place.',
    );
  },
};

export const Invalid: Story = {
  args: { id: 'state', isRequired: true, errorMessage: 'State is required.' },
  play: async ({ canvas, canvasElement }) => {
    const select = canvas.getByRole('combobox', { name: /State/ });
    await expect(canvasElement.ownerDocument.getElementById('state')).toBe(select);
    await expect(select).toBeRequired();
    await expect(select).toHaveAccessibleDescription('Error: State is required.');
    // The same red border as an invalid TextField (theme error #b3261e).
    await expect(getComputedStyle(select).borderColor).toBe('rgb(179, 38, 30)');
  },
};

export const Filled: Story = { args: { value: 'NSW' } };

export const ReadOnly: Story = {
  args: { value: 'QLD', isReadOnly: true },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'State' });
    await expect(select).toHaveAttribute('aria-readonly', 'true');
    await userEvent.selectOptions(select, 'Victoria');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(within(select).getByRole('option', { name: 'Queensland' })).toHaveProperty('selected', true);
  },
};

export const Disabled: Story = {
  args: { value: 'WA', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'State' })).toBeDisabled();
  },
};
