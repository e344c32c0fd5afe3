import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { tone: 'info', title: 'Note for you', children: 'Your quote has been referred to the insurer.' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = {
  args: { tone: 'success', title: 'Details updated successfully!', children: undefined },
};
export const Warning: Story = {
  args: { tone: 'warning', title: 'Welcome! You are in the edit mode.', children: undefined },
};
export const Danger: Story = {
  args: { tone: 'danger', title: 'Failed to update details', children: undefined, role: 'alert' },
};
export const Neutral: Story = { args: { tone: 'neutral', title: 'No records available', children: undefined } };
export const Dismissible: Story = {
  args: { tone: 'success', title: 'Quote updated successfully!', children: undefined, onDismiss: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
