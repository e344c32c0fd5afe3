import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { MessageModal, type MessageModalProps } from './MessageModal';

function Demo(props: Omit<MessageModalProps, 'isOpen' | 'onOpenChange'>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Show message</Button>
      <MessageModal {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Overlays/MessageModal',
  component: MessageModal,
  args: {
    isOpen: false,
    onOpenChange: fn(),
    title: 'Note for you',
    children: 'Your quote has been referred to the insurer. We will contact you shortly.',
  },
  render: ({ isOpen: _isOpen, onOpenChange: _onOpenChange, ...args }) => <Demo {...args} />,
} satisfies Meta<typeof MessageModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoteForYou: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Show message' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Note for you' });
    await expect(dialog).toHaveTextContent('referred to the insurer');
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const PaymentFailed: Story = {
  args: { title: 'Payment Failed!', tone: 'danger', children: 'Your card was declined. No money has been taken.' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show message' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Payment Failed!' });
    // Visible once the fade-in has finished.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const PaidWithBackToHome: Story = {
  args: {
    title: 'Payment Successful',
    tone: 'success',
    children: 'Thank you. Your policy documents are on their way by email.',
    primaryAction: { label: 'Back to Home', onPress: fn() },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show message' }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Back to Home' }));
    await expect(args.primaryAction?.onPress).toHaveBeenCalledTimes(1);
  },
};

export const FormErrors: Story = {
  args: {
    title: 'Please correct the following error and try again.',
    tone: 'warning',
    children: (
      <ul>
        <li>Email is required</li>
        <li>Postcode must be 4 digits</li>
      </ul>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show message' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
  },
};
