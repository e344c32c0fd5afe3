import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { StatusMessage } from './StatusMessage';

const meta = {
  title: 'Feedback/StatusMessage',
  component: StatusMessage,
  args: { message: 'Details updated successfully!', tone: 'success' },
} satisfies Meta<typeof StatusMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Details updated successfully!');
  },
};
export const Failure: Story = {
  args: { message: 'Failed to update details', tone: 'danger' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to update details');
  },
};

function SaveDemo() {
  const [message, setMessage] = useState<string>();
  return (
    <>
      <Button onPress={() => setMessage('Details updated successfully!')}>Save</Button>
      <StatusMessage message={message} tone="success" autoDismissMs={300} onDismiss={() => setMessage(undefined)} />
    </>
  );
}

/** The live region is in the page before the message arrives; the message clears itself. */
export const AnnouncedThenDismissed: Story = {
  render: () => <SaveDemo />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(region).toHaveTextContent('Details updated successfully!');
    await waitFor(() => expect(region).toBeEmptyDOMElement());
  },
};
