import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ClaimEntryValues } from '@buildcover/domain';
import { ClaimList } from './ClaimList';
import { withLocalValue } from '../../storybook/withLocalValue';

const ControlledClaimList = withLocalValue(ClaimList);

const filledClaim = (
  insurer: string,
  claimDate: string,
  cost: string,
  claimedFor: string,
  address: string,
): ClaimEntryValues => ({
  insurer,
  claimDate,
  cost,
  claimedFor,
  address,
});

const meta = {
  title: 'Insurance/ClaimList',
  component: ClaimList,
  render: (args) => <ControlledClaimList {...args} />,
  args: { value: [], onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof ClaimList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group', { name: /^Claim \d$/ })).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
  },
};

export const AddAndRemove: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add claim' }));
    const third = await canvas.findByRole('group', { name: 'Claim 3' });
    await waitFor(() => expect(within(third).getByRole('textbox', { name: /Insurer/ })).toHaveFocus());
    await userEvent.keyboard('Allianz');
    await userEvent.click(canvas.getByRole('button', { name: 'Add claim' }));
    await canvas.findByRole('group', { name: 'Claim 4' });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove claim 3' }));
    await expect(canvas.getByRole('heading', { name: 'Claims' })).toHaveFocus();
    await expect(canvas.getAllByRole('group', { name: /^Claim \d$/ })).toHaveLength(3);
    await expect(args.onChange).toHaveBeenCalledTimes('Allianz'.length + 3);
  },
};

export const WithErrors: Story = {
  args: {
    errors: [
      {
        insurer: 'Insurer is required.',
        claimDate: 'Claim date is required.',
        cost: 'Claim cost is required.',
        claimedFor: 'Claim purpose is required.',
        address: 'Address is required.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const insurer = canvasElement.ownerDocument.getElementById('claims-0-insurer');
    await expect(insurer).toHaveAccessibleDescription('Error: Insurer is required.');
  },
};

export const Filled: Story = {
  args: {
    value: [
      filledClaim('QBE', '2023-04-11', '12500.00', 'Storm damage to roof', '4 Hill St, Ballarat VIC 3350'),
      filledClaim('Allianz', '2022-09-02', '3200.50', 'Theft of tools', '4 Hill St, Ballarat VIC 3350'),
      filledClaim('CGU', '2021-01-20', '980.00', 'Water damage', '12 Bay Rd, Geelong VIC 3220'),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove claim 3' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('textbox', { name: /Claim cost/ })[0]).toHaveValue('12,500.00');
  },
};

export const ReadOnly: Story = {
  args: { ...Filled.args, isReadOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Add claim' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
  },
};
