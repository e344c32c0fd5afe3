import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BuildCoverProvider } from '../../theme';
import { DataTable, type DataTableColumn } from './DataTable';

interface Insurer {
  id: number;
  name: string;
  uid: string;
}
const rows: Insurer[] = [
  { id: 1, name: 'Coastal Underwriting', uid: 'CU01' },
  { id: 2, name: 'Alpine Insurance', uid: 'AL07' },
  { id: 3, name: 'Bridge Mutual', uid: 'BM03' },
];
const columns: DataTableColumn<Insurer>[] = [
  { id: 'name', header: 'Name', isSortable: true },
  { id: 'uid', header: 'Code', isSortable: true },
];

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('rowheader')[0]?.textContent);

describe('DataTable', () => {
  it('sorts a column ascending, then descending, and reports it with aria-sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(
      <BuildCoverProvider>
        <DataTable
          aria-label="Insurers"
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          onSortChange={onSortChange}
        />
      </BuildCoverProvider>,
    );
    expect(names()).toEqual(['Coastal Underwriting', 'Alpine Insurance', 'Bridge Mutual']);
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    await user.click(nameHeader);
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Alpine Insurance', 'Bridge Mutual', 'Coastal Underwriting']);
    await user.click(nameHeader);
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Coastal Underwriting', 'Bridge Mutual', 'Alpine Insurance']);
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'descending' });
    // Another column starts ascending again.
    const codeHeader = screen.getByRole('columnheader', { name: 'Code' });
    await user.click(codeHeader);
    expect(codeHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(nameHeader).not.toHaveAttribute('aria-sort', 'descending');
  });

  it('opens a row with a click and with Enter', async () => {
    const user = userEvent.setup();
    const onRowAction = vi.fn();
    render(
      <BuildCoverProvider>
        <DataTable
          aria-label="Insurers"
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          onRowAction={onRowAction}
        />
      </BuildCoverProvider>,
    );
    await user.click(screen.getByText('Bridge Mutual'));
    expect(onRowAction).toHaveBeenLastCalledWith(rows[2]);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onRowAction).toHaveBeenLastCalledWith(rows[1]);
  });

  it('shows the empty text and the loading text', () => {
    const { rerender } = render(
      <BuildCoverProvider>
        <DataTable aria-label="Insurers" columns={columns} rows={[]} getRowId={(row) => row.id} />
      </BuildCoverProvider>,
    );
    expect(screen.getByText('No records available')).toBeInTheDocument();
    rerender(
      <BuildCoverProvider>
        <DataTable
          aria-label="Insurers"
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          isLoading
          loadingText="Searching..."
        />
      </BuildCoverProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');
    expect(screen.queryByText('Alpine Insurance')).not.toBeInTheDocument();
  });
});
