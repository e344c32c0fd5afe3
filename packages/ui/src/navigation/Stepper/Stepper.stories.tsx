import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stepper } from './Stepper';

const steps = [{ title: 'Insurance' }, { title: 'Cover' }, { title: 'Review' }];

const meta = {
  title: 'Navigation/Stepper',
  component: Stepper,
  args: { steps, currentStep: 0, onStepChange: fn() },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: /Insurance/ })).toHaveAttribute('aria-current', 'step');
    await userEvent.click(canvas.getByRole('button', { name: /Review/ }));
    await expect(args.onStepChange).toHaveBeenCalledWith(2);
  },
};
export const SecondStep: Story = {
  args: { currentStep: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Insurance (completed)' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('button', { name: /Cover/ })).toHaveAttribute('aria-current', 'step');
  },
};
export const DisplayOnly: Story = {
  args: { currentStep: 2, onStepChange: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByText('Review').closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
  },
};

/** A step that is not open yet cannot be pressed; the others take Enter and Space as a click. */
export const LockedStep: Story = {
  args: { steps: [{ title: 'Insurance' }, { title: 'Cover' }, { title: 'Review', isDisabled: true }], currentStep: 1 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: /Review/ })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Insurance/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepChange).toHaveBeenLastCalledWith(0);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onStepChange).toHaveBeenLastCalledWith(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Review/ })).not.toHaveFocus();
    await expect(args.onStepChange).toHaveBeenCalledTimes(2);
  },
};

function Wizard() {
  const [current, setCurrent] = useState(0);
  return <Stepper steps={steps} currentStep={current} onStepChange={setCurrent} />;
}
export const JumpBetweenSteps: Story = {
  render: () => <Wizard />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Review/ }));
    await expect(canvas.getByRole('button', { name: /Review/ })).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('button', { name: 'Cover (completed)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Insurance/ }));
    await expect(canvas.getByRole('button', { name: /Insurance/ })).toHaveAttribute('aria-current', 'step');
  },
};

/** A phone's width (375 px less the page's margins) and the wizard's real titles: each stays in its own step. */
export const PhoneWidth: Story = {
  args: { steps: [{ title: 'Insurance' }, { title: 'Cover' }, { title: 'Review and declare' }], currentStep: 1 },
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    for (const step of canvas.getAllByRole('listitem')) {
      const box = step.getBoundingClientRect();
      const title = step.querySelector('.step-title')!.getBoundingClientRect();
      await expect(title.right).toBeLessThanOrEqual(box.right + 0.5);
    }
  },
};
