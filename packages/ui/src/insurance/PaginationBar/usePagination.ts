'use client';

import { useMemo } from 'react';

export type PaginationItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'start' | 'end' };

export interface PaginationInput {
  /** Requested page, 1-based; clamped into 1..totalPages. */
  page: number;
  pageSize: number;
  totalItems: number;
  /** Most page buttons to show (the back office shows 5). */
  maxPageButtons?: number;
}

export interface Pagination {
  /** The page to show: the requested one clamped into 1..totalPages. */
  currentPage: number;
  /** At least 1, so an empty list still reads 'Page 1 of 1'. */
  totalPages: number;
  items: PaginationItem[];
  hasPrevious: boolean;
  hasNext: boolean;
  /** 1-based position of the first and last item on the page; 0 and 0 when there are none. */
  firstItem: number;
  lastItem: number;
  /** Zero-based offset for the API's `start`. */
  start: number;
}

const range = (from: number, to: number): PaginationItem[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => ({ type: 'page', page: from + index }));

/**
 * Which page buttons to show: every page when they fit; otherwise the first and last page, the
 * current page with its neighbours, and an ellipsis for each gap, never more than
 * `maxPageButtons` buttons.
 */
export function pageItems(currentPage: number, totalPages: number, maxPageButtons = 5): PaginationItem[] {
  const max = Math.max(1, Math.floor(maxPageButtons));
  if (totalPages <= max) return range(1, totalPages);
  if (max < 5) {
    // Too few buttons for first/last anchors: a window that slides with the current page.
    const from = Math.min(Math.max(1, currentPage - Math.floor((max - 1) / 2)), totalPages - max + 1);
    return range(from, from + max - 1);
  }
  const middle = max - 2; // buttons between the first and last page
  if (currentPage <= middle) {
    return [...range(1, max - 1), { type: 'ellipsis', key: 'end' }, { type: 'page', page: totalPages }];
  }
  if (currentPage > totalPages - middle) {
    return [{ type: 'page', page: 1 }, { type: 'ellipsis', key: 'start' }, ...range(totalPages - max + 2, totalPages)];
  }
  const before = Math.floor((middle - 1) / 2);
  const from = currentPage - before;
  return [
    { type: 'page', page: 1 },
    { type: 'ellipsis', key: 'start' },
    ...range(from, from + middle - 1),
    { type: 'ellipsis', key: 'end' },
    { type: 'page', page: totalPages },
  ];
}

/** The page maths of a list: total pages, the clamped current page, buttons and item range. */
export function getPagination({ page, pageSize, totalItems, maxPageButtons = 5 }: PaginationInput): Pagination {
  const size = Number.isFinite(pageSize) && pageSize > 0 ? Math.floor(pageSize) : 1;
  const total = Number.isFinite(totalItems) && totalItems > 0 ? Math.floor(totalItems) : 0;
  const totalPages = Math.max(1, Math.ceil(total / size));
  const requested = Number.isFinite(page) ? Math.floor(page) : 1;
  const currentPage = Math.min(Math.max(1, requested), totalPages);
  const start = (currentPage - 1) * size;
  return {
    currentPage,
    totalPages,
    items: pageItems(currentPage, totalPages, maxPageButtons),
    hasPrevious: currentPage > 1,
    hasNext: currentPage < totalPages,
    firstItem: total === 0 ? 0 : start + 1,
    lastItem: Math.min(total, start + size),
    start,
  };
}

/** `getPagination` memoised for a component. */
export function usePagination(input: PaginationInput): Pagination {
  const { page, pageSize, totalItems, maxPageButtons } = input;
  return useMemo(
    () => getPagination({ page, pageSize, totalItems, maxPageButtons }),
    [page, pageSize, totalItems, maxPageButtons],
  );
}
