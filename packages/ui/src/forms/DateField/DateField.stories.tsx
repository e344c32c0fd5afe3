import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateField } from './DateField';
import { withLocalValue } from '../../storybook/withLocalValue';

const ControlledDateField = withLocalValue(DateField);

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  render: (args) => <ControlledDateField {...args} />,
  args: { label: 'Proposed start date', value: '', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Proposed start date' });
    const [day, month, year] = within(group).getAllByRole('spinbutton');
    // en-AU order: day, month, year.
    await expect(day).toHaveAccessibleName(/day/i);
    await expect(month).toHaveAccessibleName(/month/i);
    await expect(year).toHaveAccessibleName(/year/i);
    await userEvent.click(canvas.getByText('Proposed start date'));
    await expect(day).toHaveFocus();
    await userEvent.keyboard('05032030');
    await expect(args.onChange).toHaveBeenLastCalledWith('2030-03-05');
  },
};

export const CalendarPick: Story = {
  args: { value: '2030-03-05' },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const grid = within(dialog).getByRole('grid');
    await userEvent.click(within(grid).getByRole('button', { name: /20 March 2030/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2030-03-20');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
  },
};

export const WithMinAndMax: Story = {
  args: {
    label: 'Date of claim',
    value: '2024-06-10',
    min: '2024-06-01',
    max: '2024-06-20',
    description: 'No later than yesterday.',
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const late = within(dialog).getByRole('button', { name: /25 June 2024/ });
    await expect(late).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    // A typed date after max is flagged at once (the validator's message comes on submit).
    const group = canvas.getByRole('group', { name: 'Date of claim' });
    const [day] = within(group).getAllByRole('spinbutton');
    await userEvent.click(day!);
    await userEvent.keyboard('25');
    await waitFor(() => expect(within(group).getAllByRole('spinbutton')[0]).toHaveAttribute('aria-invalid', 'true'));
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Proposed start date is required.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Proposed start date' });
    await expect(group).toHaveAccessibleDescription(/Error: Proposed start date is required\./);
  },
};

export const Filled: Story = {
  args: { value: '2025-12-24' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Proposed start date' });
    await expect(group).toHaveTextContent('24/12/2025');
  },
};

export const ReadOnly: Story = {
  args: { value: '2025-12-24', isReadOnly: true },
  play: async ({ args, canvas }) => {
    const [day] = within(canvas.getByRole('group', { name: 'Proposed start date' })).getAllByRole('spinbutton');
    await userEvent.click(day!);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { value: '2025-12-24', isDisabled: true } };
