import { describe, expect, it } from 'vitest';
import { compareValues, sortRows, toggleSort } from './sortRows';

describe('toggleSort', () => {
  it('sorts a new column ascending', () => {
    expect(toggleSort(undefined, 'name')).toEqual({ column: 'name', direction: 'ascending' });
    expect(toggleSort({ column: 'abn', direction: 'descending' }, 'name')).toEqual({
      column: 'name',
      direction: 'ascending',
    });
  });
  it('flips the same column ascending → descending → ascending', () => {
    const first = toggleSort(undefined, 'name');
    const second = toggleSort(first, 'name');
    expect(second.direction).toBe('descending');
    expect(toggleSort(second, 'name').direction).toBe('ascending');
  });
});

describe('compareValues', () => {
  it('orders decimal strings by value, not by text', () => {
    expect(compareValues('1200.50', '300')).toBeGreaterThan(0);
    expect(compareValues('99.9', '99.10')).toBeGreaterThan(0);
    expect(compareValues('-5', '2')).toBeLessThan(0);
    expect(compareValues('-10.5', '-2')).toBeLessThan(0);
    expect(compareValues('0010.00', '10')).toBe(0);
  });
  it('orders text case-insensitively with numbers inside in natural order', () => {
    expect(compareValues('apple', 'Banana')).toBeLessThan(0);
    expect(compareValues('Q-9', 'Q-10')).toBeLessThan(0);
  });
  it('orders numbers, dates and ISO strings', () => {
    expect(compareValues(2, 10)).toBeLessThan(0);
    expect(compareValues(new Date('2026-01-02'), new Date('2025-12-31'))).toBeGreaterThan(0);
    expect(compareValues('2025-12-31T10:00:00Z', '2026-01-02T00:00:00Z')).toBeLessThan(0);
  });
});

describe('sortRows', () => {
  const rows = [
    { id: 1, name: 'Carol', premium: '1500.00' },
    { id: 2, name: 'alice', premium: '' },
    { id: 3, name: 'Bob', premium: '950.25' },
    { id: 4, name: 'Bob', premium: '20000' },
  ];
  const valueOf = (row: (typeof rows)[number], column: string) => row[column as 'name' | 'premium'];

  it('returns a copy in the original order without a sort', () => {
    const sorted = sortRows(rows, undefined, valueOf);
    expect(sorted.map((row) => row.id)).toEqual([1, 2, 3, 4]);
    expect(sorted).not.toBe(rows);
  });
  it('sorts ascending and descending, keeping ties stable', () => {
    expect(sortRows(rows, { column: 'name', direction: 'ascending' }, valueOf).map((row) => row.id)).toEqual([
      2, 3, 4, 1,
    ]);
    expect(sortRows(rows, { column: 'name', direction: 'descending' }, valueOf).map((row) => row.id)).toEqual([
      1, 3, 4, 2,
    ]);
  });
  it('puts empty values last in both directions', () => {
    expect(sortRows(rows, { column: 'premium', direction: 'ascending' }, valueOf).map((row) => row.id)).toEqual([
      3, 1, 4, 2,
    ]);
    expect(sortRows(rows, { column: 'premium', direction: 'descending' }, valueOf).map((row) => row.id)).toEqual([
      4, 1, 3, 2,
    ]);
  });
});
