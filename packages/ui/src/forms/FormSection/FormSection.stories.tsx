import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TextField } from '../TextField';
import { FormSection } from './FormSection';

const meta = {
  title: 'Forms/FormSection',
  component: FormSection,
  args: { title: 'Policy Holder', isOpen: true, onOpenChange: fn(), onNext: fn(), children: null },
} satisfies Meta<typeof FormSection>;
export default meta;
type Story = StoryObj<typeof meta>;

function Street() {
  const [street, setStreet] = useState('');
  return <TextField label="Street Number/Name" value={street} onChange={setStreet} />;
}

export const Open: Story = {
  args: { children: <Street /> },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Policy Holder' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Policy Holder' })).toBeInTheDocument();
    const next = canvas.getByRole('button', { name: 'Next' });
    // The Next button sits clear of the section's bottom border.
    const section = canvas.getByRole('heading', { level: 2, name: 'Policy Holder' }).parentElement!;
    await expect(section.getBoundingClientRect().bottom - next.getBoundingClientRect().bottom).toBeGreaterThanOrEqual(
      16,
    );
    await userEvent.click(next);
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await userEvent.click(trigger);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ClosedAndComplete: Story = {
  args: { isOpen: false, isValid: true, children: <Street /> },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Policy Holder.*Complete/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const Locked: Story = {
  args: { title: 'Property Location', isOpen: false, canOpen: false, children: <Street /> },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Property Location/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

const titles = ['Policy Holder', 'Property Location', 'Previous Claims'];

/** The sectioned form's flow: Next completes a section and opens the next one; later ones stay locked. */
function SectionedForm() {
  const [open, setOpen] = useState(0);
  const [valid, setValid] = useState<boolean[]>([false, false, false]);
  return (
    <>
      {titles.map((title, index) => (
        <FormSection
          key={title}
          title={title}
          isOpen={open === index}
          isValid={valid[index]}
          canOpen={index === 0 || valid[index - 1] === true}
          onOpenChange={(next) => setOpen(next ? index : -1)}
          onNext={() => {
            setValid((v) => v.map((x, i) => (i === index ? true : x)));
            setOpen(index + 1);
          }}
        >
          <Street />
        </FormSection>
      ))}
    </>
  );
}

export const Sequence: Story = {
  render: () => <SectionedForm />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Property Location/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Previous Claims/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Property Location/ })).toHaveAttribute('aria-expanded', 'true'),
    );
    await expect(canvas.getByRole('button', { name: /Policy Holder.*Complete/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('button', { name: /Previous Claims/ })).toBeDisabled();
  },
};
