import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { StatusBadge } from '../StatusBadge';
import { DataTable, type DataTableColumn } from './DataTable';

interface QuoteRow {
  id: number;
  ref: string;
  insured: string;
  wb_code: string;
  state: string;
  inception_date: string;
  end_date: string;
  premium_amount: string;
  status: string;
}

const quotes: QuoteRow[] = [
  {
    id: 101,
    ref: 'BC-000101',
    insured: 'Megan Walsh',
    wb_code: 'WB-2231',
    state: 'NSW',
    inception_date: '2026-03-01',
    end_date: '2027-03-01',
    premium_amount: '2450.00',
    status: 'paid',
  },
  {
    id: 102,
    ref: 'BC-000102',
    insured: 'Tom Nguyen',
    wb_code: 'WB-2232',
    state: 'VIC',
    inception_date: '2026-04-15',
    end_date: '2027-04-15',
    premium_amount: '1890.50',
    status: 'referred',
  },
  {
    id: 103,
    ref: 'BC-000103',
    insured: 'Aisha Karim',
    wb_code: '',
    state: 'QLD',
    inception_date: '2026-02-10',
    end_date: '2027-02-10',
    premium_amount: '3120.75',
    status: 'quoted',
  },
  {
    id: 104,
    ref: 'BC-000104',
    insured: 'Ben Carter',
    wb_code: 'WB-2240',
    state: 'WA',
    inception_date: '2026-05-20',
    end_date: '2027-05-20',
    premium_amount: '985.00',
    status: 'declined',
  },
];

const toDmy = (iso: string) => iso.split('-').reverse().join('/');
const money = (amount: string) => `$${amount.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

const columns: DataTableColumn<QuoteRow>[] = [
  { id: 'ref', header: 'Quote Ref', isSortable: true, isRowHeader: true },
  { id: 'insured', header: 'Insured', isSortable: true, minWidth: '9rem' },
  { id: 'wb_code', header: 'WB Code', isSortable: true },
  { id: 'state', header: 'State', isSortable: true },
  { id: 'inception_date', header: 'Effective Date', isSortable: true, cell: (row) => toDmy(row.inception_date) },
  { id: 'end_date', header: 'Expiration Date', isSortable: true, cell: (row) => toDmy(row.end_date) },
  { id: 'premium_amount', header: 'Premium', isSortable: true, align: 'end', cell: (row) => money(row.premium_amount) },
  {
    id: 'status',
    header: 'Status',
    isSortable: true,
    cell: (row) => (
      <StatusBadge
        status={row.status}
        tones={{ paid: 'success', referred: 'warning', quoted: 'info', declined: 'danger' }}
      />
    ),
  },
];

const meta = {
  title: 'Data/DataTable',
  component: DataTable<QuoteRow>,
  parameters: { layout: 'padded' },
  args: {
    'aria-label': 'Quotes',
    columns,
    rows: quotes,
    getRowId: (row: QuoteRow) => row.id,
    onRowAction: fn(),
    onSortChange: fn(),
  },
} satisfies Meta<typeof DataTable<QuoteRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

const firstColumn = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

export const Quotes: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('grid', { name: 'Quotes' })).toBeVisible();
    // It fits, so there is no scroll region to tab to.
    await expect(canvas.queryByRole('region')).toBeNull();
    // An empty WB code shows '-'.
    await expect(within(canvas.getByRole('row', { name: /BC-000103/ })).getByText('-')).toBeVisible();
    // Premium sorts by amount, ascending then descending.
    const premium = canvas.getByRole('columnheader', { name: 'Premium' });
    await userEvent.click(premium);
    await expect(premium).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstColumn(canvasElement)).toEqual(['BC-000104', 'BC-000102', 'BC-000101', 'BC-000103']);
    await userEvent.click(premium);
    await expect(premium).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumn(canvasElement)).toEqual(['BC-000103', 'BC-000101', 'BC-000102', 'BC-000104']);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'premium_amount', direction: 'descending' });
  },
};

export const OpenRow: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Tom Nguyen'));
    await expect(args.onRowAction).toHaveBeenLastCalledWith(quotes[1]);
    // Keyboard: move to the next row and press Enter.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(quotes[2]);
  },
};

export const SortedByDefault: Story = {
  args: { defaultSortDescriptor: { column: 'insured', direction: 'ascending' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Insured' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstColumn(canvasElement)).toEqual(['BC-000103', 'BC-000104', 'BC-000101', 'BC-000102']);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No records available')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true, loadingText: 'Loading...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByText('No records available')).not.toBeInTheDocument();
  },
};

export const Searching: Story = {
  args: { isLoading: true, loadingText: 'Searching...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching...');
  },
};

/** Rows sorted by the caller (e.g. on the server); the table only reports the new sort. */
export const ManualSort: Story = {
  args: { sortMode: 'manual', sortDescriptor: { column: 'ref', direction: 'descending' } },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Quote Ref' })).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumn(canvasElement)).toEqual(['BC-000101', 'BC-000102', 'BC-000103', 'BC-000104']);
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Quote Ref' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'ref', direction: 'ascending' });
  },
};

const onEdit = fn();
const onDelete = fn();

/** Buttons inside a cell act on their own and never open the row (users and insurers lists). */
export const WithActionButtons: Story = {
  args: {
    columns: [
      ...columns.slice(0, 2),
      {
        id: 'actions',
        header: 'Actions',
        cell: (row: QuoteRow) => (
          <span style={{ display: 'inline-flex', gap: '0.5rem' }}>
            <Button size="sm" variant="secondary" onPress={() => onEdit(row.id)} aria-label={`Edit ${row.insured}`}>
              Edit
            </Button>
            <Button size="sm" variant="danger" onPress={() => onDelete(row.id)} aria-label={`Delete ${row.insured}`}>
              Delete
            </Button>
          </span>
        ),
      },
    ],
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Tom Nguyen' }));
    await expect(onEdit).toHaveBeenLastCalledWith(102);
    await expect(args.onRowAction).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Ben Carter' }));
    await expect(onDelete).toHaveBeenLastCalledWith(104);
    await expect(args.onRowAction).not.toHaveBeenCalled();
    // The row itself still opens.
    await userEvent.click(canvas.getByText('Aisha Karim'));
    await expect(args.onRowAction).toHaveBeenLastCalledWith(quotes[2]);
  },
};

/** Too wide for its box (here a 24rem column): the table scrolls sideways in a focusable region named like the table. */
export const Overflowing: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    rows: [
      ...quotes,
      {
        ...quotes[1]!,
        id: 105,
        ref: 'BC-000105',
        insured: 'Alexandra Papadopoulos-Whitfield',
        status: 'referred to insurer',
      },
    ],
  },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Quotes' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
    // Names keep the column's minimum width and statuses are never cut inside their badge.
    const insured = canvas.getByText('Alexandra Papadopoulos-Whitfield');
    await expect(insured.getBoundingClientRect().width).toBeGreaterThanOrEqual(9 * 16 - 1);
    const badge = canvas.getByText('referred to insurer');
    await expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth);
    await expect(badge.getBoundingClientRect().height).toBeLessThan(2 * 16);
  },
};
