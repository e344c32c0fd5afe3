import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PaginationBar, type PaginationBarProps } from './PaginationBar';

function Stateful(props: PaginationBarProps) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <PaginationBar
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
      onPageSizeChange={(next) => {
        setPageSize(next);
        props.onPageSizeChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Insurance/PaginationBar',
  component: PaginationBar,
  args: { page: 1, pageSize: 10, totalItems: 95, onPageChange: fn(), onPageSizeChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof PaginationBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const pageButtons = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button', { name: /^Go to page/ })
    .map((button) => button.textContent);

export const FirstPage: Story = {
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(pageButtons(nav)).toEqual(['1', '2', '3', '4', '10']);
    await expect(canvas.getByRole('button', { name: 'Go to page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByText('Page 1 of 10')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('Page 2 of 10')).toBeVisible();
  },
};

export const MiddlePage: Story = {
  args: { page: 5 },
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(pageButtons(nav)).toEqual(['1', '4', '5', '6', '10']);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 10' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
    await expect(pageButtons(nav)).toEqual(['1', '7', '8', '9', '10']);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByText('Page 10 of 10')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(canvas.getByRole('button', { name: 'Go to page 9' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A page past the end (e.g. after deleting the last row) is clamped and reported. */
export const ClampedPastTheEnd: Story = {
  args: { page: 12, totalItems: 45 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Page 5 of 5')).toBeVisible();
    await waitFor(() => expect(args.onPageChange).toHaveBeenCalledWith(5));
    await expect(canvas.getByRole('button', { name: 'Go to page 5' })).toHaveAttribute('aria-current', 'page');
  },
};

/** First and Last around Previous and Next, as the Transactions list shows them. */
export const FirstAndLast: Story = {
  args: { page: 4, showFirstLast: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
    await expect(canvas.getByText('Page 10 of 10')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'First page' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: 'First page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Go to page 1' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A total the server estimated (a list past 1,000 rows) reads 'about'; every number has its thousands separators. */
export const EstimatedTotal: Story = {
  args: { totalItems: 1_000_000, isTotalEstimated: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Page 1 of about 100,000')).toBeVisible();
    await expect(pageButtons(canvas.getByRole('navigation'))).toEqual(['1', '2', '3', '4', '100,000']);
    await expect(canvas.getByRole('button', { name: 'Go to page 100,000' })).toBeEnabled();
  },
};

/** Deep in a long list: the current page, its neighbours and the total all read with separators. */
export const DeepInALongList: Story = {
  args: { page: 12_345, totalItems: 1_234_560, showFirstLast: true },
  play: async ({ args, canvas }) => {
    await expect(pageButtons(canvas.getByRole('navigation'))).toEqual(['1', '12,344', '12,345', '12,346', '123,456']);
    await expect(canvas.getByText('Page 12,345 of 123,456')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 12,346' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12_346);
  },
};

export const PageSizeChange: Story = {
  args: { page: 4 },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Show per page' });
    await expect(select).toHaveValue('10');
    await userEvent.selectOptions(select, '30');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(30);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByText('Page 1 of 4')).toBeVisible();
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '30', '50', '100']);
  },
};

export const Empty: Story = {
  args: { totalItems: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const FewPages: Story = {
  args: { totalItems: 28 },
  play: async ({ canvas }) => {
    await expect(pageButtons(canvas.getByRole('navigation'))).toEqual(['1', '2', '3']);
  },
};

/** While the total is unknown nothing is clamped. */
export const TotalUnknown: Story = {
  args: { page: 3, totalItems: undefined },
  play: async ({ args }) => {
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { page: 2, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Go to page 3' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Show per page' })).toBeDisabled();
  },
};
