import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { Modal, type ModalProps } from './Modal';

/** A page's button that opens the dialog (the dialog gives focus back to it on close). */
function OpenedByButton(props: ModalProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Contact Us</Button>
      <Modal {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    title: 'Contact Details',
    children: (
      <>
        <p>Phone: 1300 000 000</p>
        <p>Level 2, 10 Example Street, Sydney NSW 2000</p>
      </>
    ),
  },
  render: (args) => <OpenedByButton {...args} />,
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its trigger, traps focus, closes with the Close button and with Escape, and gives focus back. */
export const OpenAndClose: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Contact Us' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Contact Details' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Tab stays inside the dialog.
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Contact Details' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function ControlledDemo({ onSave }: { onSave: () => void }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Add User</Button>
      <Modal
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Add User"
        size="md"
        footer={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button
              onPress={() => {
                onSave();
                close();
              }}
            >
              Create
            </Button>
          </>
        )}
      >
        <p>The user form goes here.</p>
      </Modal>
    </>
  );
}

/** Controlled by the app's state, with footer buttons that receive `close`. */
export const ControlledWithFooter: Story = {
  args: { onOpenChange: fn() },
  render: (args) => <ControlledDemo onSave={() => args.onOpenChange?.(false)} />,
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Add User' });
    await userEvent.click(trigger);
    await body.findByRole('dialog', { name: 'Add User' });
    await userEvent.click(body.getByRole('button', { name: 'Create' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Large: Story = {
  args: { size: 'lg', title: 'Insurer details' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Contact Us' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Insurer details' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
