import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    'aria-label': 'Quote sections',
    onSelectionChange: fn(),
    onTabIntent: fn(),
    items: [
      { id: 'basic', label: 'Basic Details', content: <p>Quote reference, status and insurer.</p> },
      { id: 'premium', label: 'Premium', content: <p>Premium breakdown.</p> },
      { id: 'notes', label: 'Notes', content: <p>Notes about this quote.</p> },
      { id: 'documents', label: 'Documents', content: <p>Schedule, COC and Closing.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Basic Details' })).toHaveAttribute('aria-selected', 'true');
    // A tab pointed at is named before it is chosen (an app starts loading its panel there).
    await userEvent.hover(canvas.getByRole('tab', { name: 'Premium' }));
    await expect(args.onTabIntent).toHaveBeenLastCalledWith('premium');
    await expect(canvas.getByRole('tab', { name: 'Premium' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(canvas.getByRole('tab', { name: 'Notes' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('notes');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Notes about this quote.');
    // Arrow keys move between tabs and select them.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Schedule, COC and Closing.');
  },
};

/** Premium is hidden until an insurer is chosen; Documents is disabled. */
export const HiddenAndDisabled: Story = {
  args: {
    items: [
      { id: 'basic', label: 'Basic Details', content: <p>Quote reference, status and insurer.</p> },
      { id: 'premium', label: 'Premium', content: <p>Premium breakdown.</p>, isHidden: true },
      { id: 'notes', label: 'Notes', content: <p>Notes about this quote.</p> },
      { id: 'documents', label: 'Documents', content: <p>Schedule, COC and Closing.</p>, isDisabled: true },
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('tab', { name: 'Premium' })).not.toBeInTheDocument();
    const documents = canvas.getByRole('tab', { name: 'Documents' });
    await expect(documents).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(documents);
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('documents');
    await expect(canvas.getByRole('tab', { name: 'Basic Details' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const ControlledSelection: Story = {
  args: { selectedKey: 'notes' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
  },
};
