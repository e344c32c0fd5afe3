import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { computePremiumBreakdown } from '@buildcover/domain';
import { PremiumGrid, type PremiumGridProps } from './PremiumGrid';
import type { PremiumGridInputs } from './premiumRows';

/**
 * The real rule from packages/domain (back-office §9: GST 10% of each fee, total = lines + GSTs +
 * stamp duty, commission on base, associate commission on commission), bound to an insurer paying
 * 20% commission with a 10% associate share, for a NSW risk.
 */
const compute = (inputs: PremiumGridInputs) =>
  computePremiumBreakdown({ ...inputs, commission_percent: '20', associate_commission_percent: '10', state: 'NSW' });

const filled: PremiumGridInputs = {
  base: '1800.00',
  fsl: '279.00',
  association_fee: '50.00',
  insurer_fee: '25.00',
  broker_fee: '150.00',
  stamp_duty: '213.29',
};
const empty: PremiumGridInputs = {
  base: '',
  fsl: '',
  association_fee: '',
  insurer_fee: '',
  broker_fee: '',
  stamp_duty: '',
};

function Editable(props: PremiumGridProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PremiumGrid
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Insurance/PremiumGrid',
  component: PremiumGrid,
  args: {
    value: filled,
    compute,
    onChange: fn(),
    onSave: fn(),
    description: 'Insurer commission 20%, associate commission 10%',
  },
  render: (args) => <Editable {...args} />,
} satisfies Meta<typeof PremiumGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const cell = (table: HTMLElement, rowName: string, column: 1 | 2) => {
  const row = within(table).getByRole('row', { name: new RegExp(`^${rowName}`) });
  return within(row).getAllByRole('cell')[column - 1] as HTMLElement;
};

export const Editing: Story = {
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: /Premium breakdown/ });
    // GST beside each fee, the total and commissions are computed and read-only.
    await expect(cell(table, 'Base Premium', 2)).toHaveTextContent('$180.00');
    await expect(cell(table, 'Total Amount', 1)).toHaveTextContent('$2,747.69');
    // The total states the GST it includes.
    await expect(cell(table, 'Total Amount', 2)).toHaveTextContent(/^incl\.\s*\$\d/);
    await expect(cell(table, 'Broker Commission', 1)).toHaveTextContent('$360.00');
    await expect(cell(table, 'Broker Commission', 2)).toHaveTextContent('$36.00');
    await expect(cell(table, 'Associate Commission', 1)).toHaveTextContent('$36.00');
    await expect(within(table).getAllByRole('textbox')).toHaveLength(6);

    const base = canvas.getByRole('textbox', { name: /Base Premium/ });
    await userEvent.clear(base);
    await userEvent.type(base, '2000');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...filled, base: '2000' });
    await expect(cell(table, 'Base Premium', 2)).toHaveTextContent('$200.00');
    await expect(cell(table, 'Broker Commission', 1)).toHaveTextContent('$400.00');
    await expect(cell(table, 'Total Amount', 1)).toHaveTextContent('$2,967.69');

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // Leaving the field normalises the amount to two decimals.
    await expect(args.onSave).toHaveBeenCalledWith(
      { ...filled, base: '2000.00' },
      expect.objectContaining({ base: '2000.00', total_amount: '2967.69', commission: '400.00' }),
    );
  },
};

/** Letters and a third decimal never reach the value (CurrencyInput keeps digits and two decimals). */
export const TypingIsSanitised: Story = {
  args: { value: empty },
  play: async ({ args, canvas }) => {
    const fee = canvas.getByRole('textbox', { name: /Broker Fee/ });
    await userEvent.type(fee, '$1,2a0.505');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...empty, broker_fee: '120.50' });
    const table = canvas.getByRole('table');
    await expect(cell(table, 'Broker Fee', 2)).toHaveTextContent('$12.05');
    await expect(cell(table, 'Total Amount', 1)).toHaveTextContent('$132.55');
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await expect(cell(canvas.getByRole('table'), 'Base Premium', 1)).toHaveTextContent('$1,800.00');
  },
};

/** What the customer sees on the pay screen: the lines they pay, without what the broker and insurer earn. */
export const CustomerView: Story = {
  args: { isReadOnly: true, hideCommissions: true, title: 'Your premium', description: undefined },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Your premium' });
    await expect(cell(table, 'Total Amount', 1)).toHaveTextContent('$2,747.69');
    await expect(within(table).queryByRole('rowheader', { name: 'Broker Commission' })).not.toBeInTheDocument();
    await expect(within(table).queryByText('Commissions')).not.toBeInTheDocument();
  },
};

export const WithErrors: Story = {
  args: { value: { ...filled, base: '' }, errors: { base: 'Please enter an amount.' } },
  play: async ({ canvas }) => {
    const base = canvas.getByRole('textbox', { name: /Base Premium/ });
    await expect(base).toHaveAttribute('aria-invalid', 'true');
    await expect(base).toHaveAccessibleDescription('Error: Please enter an amount.');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Saving/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Base Premium/ })).toBeDisabled();
  },
};

/** When the rule refuses the inputs (here: a commission over 100%), nothing is computed and Save is off. */
export const CannotCompute: Story = {
  args: {
    compute: (inputs: PremiumGridInputs) =>
      computePremiumBreakdown({
        ...inputs,
        commission_percent: '120',
        associate_commission_percent: '10',
        state: 'NSW',
      }),
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Commission must be between 0 and 100'));
    await expect(cell(canvas.getByRole('table'), 'Total Amount', 1)).toHaveTextContent('-');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/**
 * Staff pricing a quote on a phone (375 px, so a 343 px column beside the screen's margins): the
 * three columns fit, and every amount shows whole (the inputs once showed "2,07" of $2,075.00).
 */
export const OnAPhone: Story = {
  parameters: {
    viewport: {
      options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  args: { value: { ...filled, base: '2075.00', fsl: '321.63' } },
  render: (args) => (
    <div style={{ maxWidth: '343px' }}>
      <Editable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    const grid = table.parentElement!;
    await expect(grid.clientWidth).toBeLessThanOrEqual(343);
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
    const amounts = canvas.getAllByRole<HTMLInputElement>('textbox');
    await expect(amounts.map((input) => input.value)).toContain('2,075.00');
    for (const input of amounts) await expect(input.scrollWidth).toBeLessThanOrEqual(input.clientWidth);
  },
};
