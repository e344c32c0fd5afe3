import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { DocumentModal, type DocumentModalProps } from './DocumentModal';

const schedule = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Policy Schedule</title>
<style>body{font-family:Georgia,serif;margin:2rem;color:#1a1f24} table{border-collapse:collapse;width:100%} th,td{border:1px solid #6b7680;padding:.4rem;text-align:left}</style>
</head><body>
<h1>Policy Schedule</h1>
<p>Policy number BC-POL-000101 · Insured: Megan Walsh</p>
<table><caption>Premium</caption><thead><tr><th scope="col">Item</th><th scope="col">Amount</th></tr></thead>
<tbody><tr><td>Base premium</td><td>$1,800.00</td></tr><tr><td>GST</td><td>$180.00</td></tr><tr><td>Stamp duty</td><td>$178.20</td></tr></tbody></table>
<script>document.body.setAttribute('data-script-ran', 'yes')</script>
</body></html>`;

function Demo(props: Omit<DocumentModalProps, 'isOpen' | 'onOpenChange'>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Schedule</Button>
      <DocumentModal {...props} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Insurance/DocumentModal',
  component: DocumentModal,
  // The back office's wording for the print button (the default is 'Print').
  args: { isOpen: false, onOpenChange: fn(), title: 'Schedule', html: schedule, printLabel: 'Print This' },
  render: ({ isOpen: _isOpen, onOpenChange: _onOpenChange, ...args }) => <Demo {...args} />,
} satisfies Meta<typeof DocumentModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Schedule' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Schedule' });
    const frame = within(dialog).getByTitle('Schedule document') as HTMLIFrameElement;
    await expect(frame).toHaveAttribute('sandbox', 'allow-modals allow-same-origin');
    await waitFor(() => expect(frame.contentDocument?.querySelector('h1')?.textContent).toBe('Policy Schedule'));
    // The document's script never ran.
    await expect(frame.contentDocument?.body.getAttribute('data-script-ran')).toBeNull();
    // Print This prints the frame, not the page.
    const print = fn();
    if (frame.contentWindow) frame.contentWindow.print = print;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Print This' }));
    await expect(print).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Loading: Story = {
  args: { html: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Schedule' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading schedule...');
    await expect(within(dialog).getByRole('button', { name: 'Print This' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { html: undefined, error: 'Failed to load the schedule.', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Schedule' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to load the schedule.');
    await expect(within(dialog).getByRole('button', { name: 'Print This' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
