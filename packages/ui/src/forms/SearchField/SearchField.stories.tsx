import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: { label: 'Search insured', placeholder: 'Search insured...', onSearch: fn() },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search insured' });
    await userEvent.type(box, 'sm');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(box, 'ith');
    // One call once typing has paused for 300 ms (the exact timing is unit-tested with a fake clock).
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('smith'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(box).toHaveValue('');
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};

export const VisibleLabel: Story = {
  args: {
    label: 'Search insurers',
    hideLabel: false,
    placeholder: 'Name, code or ABN',
    description: 'Type at least 3 characters.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search insurers' })).toHaveAccessibleDescription(
      'Type at least 3 characters.',
    );
  },
};

export const Prefilled: Story = { args: { defaultValue: 'Smith' } };

export const Disabled: Story = { args: { isDisabled: true } };
