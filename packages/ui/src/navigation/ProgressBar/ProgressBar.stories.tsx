import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Navigation/ProgressBar',
  component: ProgressBar,
  args: { label: 'Upload progress', value: 40 },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Percent: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Upload progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
  },
};
export const Fraction: Story = {
  args: { label: 'Completed', value: 0.75, maxValue: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '75%');
    await expect(canvas.getByText('75%')).toBeVisible();
  },
};
/** The wizard's fill is (current step + 1) / 3. */
export const WizardStep: Story = {
  args: { label: 'Form progress', value: 2, minValue: 0, maxValue: 3, valueLabel: 'Step 2 of 3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 2 of 3');
  },
};
export const Complete: Story = { args: { value: 100 } };
/** A value past the end (an upload's last report) is held to the range: a full bar, 100%. */
export const AboveItsRange: Story = {
  args: { value: 140 },
  tags: ['!visual'],
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Upload progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '100%');
  },
};
