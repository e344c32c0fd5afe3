import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Tone } from '../../feedback/tone';
import { StatusBadge } from './StatusBadge';

/** How an app maps quote statuses to tones (the real map belongs to the app or packages/domain). */
const quoteTones: Record<string, Tone> = {
  quoted: 'info',
  submitted: 'info',
  paydue: 'warning',
  paid: 'success',
  declined: 'danger',
  referred: 'warning',
  review: 'warning',
  lost: 'neutral',
  pending: 'neutral',
};

const meta = {
  title: 'Data/StatusBadge',
  component: StatusBadge,
  args: { status: 'paid', tones: quoteTones },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('paid');
    await expect(badge).toHaveAttribute('data-tone', 'success');
    await expect(getComputedStyle(badge).textTransform).toBe('uppercase');
  },
};
export const Referred: Story = { args: { status: 'referred' } };
export const Declined: Story = { args: { status: 'declined' } };
export const Quoted: Story = { args: { status: 'quoted' } };
export const UnknownIsNeutral: Story = {
  args: { status: 'archived' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('archived')).toHaveAttribute('data-tone', 'neutral');
  },
};
export const WithLabel: Story = {
  args: { status: 'paydue', labels: { paydue: 'Payment Due' }, uppercase: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Payment Due')).toHaveAttribute('data-tone', 'warning');
  },
};
export const ExplicitTone: Story = { args: { status: 'Active', tone: 'success', tones: undefined } };
/** Every tone side by side, to check contrast at a glance. */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {Object.keys(quoteTones).map((status) => (
        <StatusBadge key={status} status={status} tones={quoteTones} />
      ))}
    </div>
  ),
};
