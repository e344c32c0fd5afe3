import { describe, expect, it } from 'vitest';
import { getPagination, pageItems, type PaginationItem } from './usePagination';

/** Renders items the way a user sees them: '1 2 3 4 … 10'. */
const show = (items: PaginationItem[]) =>
  items.map((item) => (item.type === 'page' ? String(item.page) : '…')).join(' ');

describe('getPagination', () => {
  it('reads Page 1 of 1 with nothing to previous or next when there are 0 items', () => {
    const p = getPagination({ page: 1, pageSize: 10, totalItems: 0 });
    expect(p).toMatchObject({
      currentPage: 1,
      totalPages: 1,
      hasPrevious: false,
      hasNext: false,
      firstItem: 0,
      lastItem: 0,
      start: 0,
    });
    expect(show(p.items)).toBe('1');
  });
  it('has one page for up to pageSize items', () => {
    expect(getPagination({ page: 1, pageSize: 10, totalItems: 10 })).toMatchObject({
      totalPages: 1,
      hasNext: false,
      firstItem: 1,
      lastItem: 10,
    });
    expect(getPagination({ page: 1, pageSize: 10, totalItems: 11 })).toMatchObject({ totalPages: 2, hasNext: true });
  });
  it('clamps the current page to the total pages', () => {
    expect(getPagination({ page: 7, pageSize: 10, totalItems: 45 })).toMatchObject({
      currentPage: 5,
      hasNext: false,
      hasPrevious: true,
      firstItem: 41,
      lastItem: 45,
      start: 40,
    });
    expect(getPagination({ page: 0, pageSize: 10, totalItems: 45 }).currentPage).toBe(1);
    expect(getPagination({ page: -3, pageSize: 10, totalItems: 45 }).currentPage).toBe(1);
    expect(getPagination({ page: Number.NaN, pageSize: 10, totalItems: 45 }).currentPage).toBe(1);
    expect(getPagination({ page: 3, pageSize: 10, totalItems: 0 }).currentPage).toBe(1);
  });
  it('gives the item range and the API start of a middle page', () => {
    expect(getPagination({ page: 3, pageSize: 30, totalItems: 100 })).toMatchObject({
      totalPages: 4,
      firstItem: 61,
      lastItem: 90,
      start: 60,
    });
  });
  it('survives a bad page size', () => {
    expect(getPagination({ page: 1, pageSize: 0, totalItems: 3 }).totalPages).toBe(3);
  });
});

describe('pageItems with 5 buttons', () => {
  it('shows every page when they fit', () => {
    expect(show(pageItems(1, 1))).toBe('1');
    expect(show(pageItems(3, 5))).toBe('1 2 3 4 5');
  });
  it('puts the ellipsis at the end near the start', () => {
    expect(show(pageItems(1, 10))).toBe('1 2 3 4 … 10');
    expect(show(pageItems(3, 10))).toBe('1 2 3 4 … 10');
  });
  it('puts ellipses on both sides in the middle', () => {
    expect(show(pageItems(4, 10))).toBe('1 … 3 4 5 … 10');
    expect(show(pageItems(7, 10))).toBe('1 … 6 7 8 … 10');
  });
  it('puts the ellipsis at the start near the end', () => {
    expect(show(pageItems(8, 10))).toBe('1 … 7 8 9 10');
    expect(show(pageItems(10, 10))).toBe('1 … 7 8 9 10');
  });
  it('handles six pages at every position', () => {
    expect([1, 2, 3, 4, 5, 6].map((page) => show(pageItems(page, 6)))).toEqual([
      '1 2 3 4 … 6',
      '1 2 3 4 … 6',
      '1 2 3 4 … 6',
      '1 … 3 4 5 6',
      '1 … 3 4 5 6',
      '1 … 3 4 5 6',
    ]);
  });
  it('never shows more than 5 page buttons and always the current page', () => {
    for (let total = 1; total <= 40; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = pageItems(current, total);
        const pages = items.flatMap((item) => (item.type === 'page' ? [item.page] : []));
        expect(pages.length).toBeLessThanOrEqual(5);
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages[pages.length - 1]).toBe(total);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
      }
    }
  });
});

describe('pageItems with other button counts', () => {
  it('widens the middle with 7 buttons', () => {
    expect(show(pageItems(10, 20, 7))).toBe('1 … 8 9 10 11 12 … 20');
  });
  it('slides a window when fewer than 5 buttons are allowed', () => {
    expect(show(pageItems(1, 10, 3))).toBe('1 2 3');
    expect(show(pageItems(5, 10, 3))).toBe('4 5 6');
    expect(show(pageItems(10, 10, 3))).toBe('8 9 10');
  });
});
