import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingState } from './Spinner';

const meta = {
  title: 'Feedback/LoadingState',
  component: LoadingState,
  args: { children: 'Loading...' },
} satisfies Meta<typeof LoadingState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};
export const Searching: Story = { args: { children: 'Searching...', size: 'sm' } };
