export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  column: string;
  direction: SortDirection;
}

export type SortValue = string | number | boolean | Date | null | undefined;

const decimalPattern = /^-?\d+(\.\d+)?$/;

const isEmpty = (value: SortValue): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

/** Compares two non-negative decimal strings digit by digit, so money never passes through a float. */
function compareUnsignedDecimal(a: string, b: string): number {
  const [aInt = '', aFrac = ''] = a.split('.');
  const [bInt = '', bFrac = ''] = b.split('.');
  const ai = aInt.replace(/^0+(?=\d)/, '');
  const bi = bInt.replace(/^0+(?=\d)/, '');
  if (ai.length !== bi.length) return ai.length - bi.length;
  if (ai !== bi) return ai < bi ? -1 : 1;
  const width = Math.max(aFrac.length, bFrac.length);
  const af = aFrac.padEnd(width, '0');
  const bf = bFrac.padEnd(width, '0');
  return af === bf ? 0 : af < bf ? -1 : 1;
}

function compareDecimal(a: string, b: string): number {
  const aNeg = a.startsWith('-');
  const bNeg = b.startsWith('-');
  if (aNeg !== bNeg) return aNeg ? -1 : 1;
  const result = compareUnsignedDecimal(aNeg ? a.slice(1) : a, bNeg ? b.slice(1) : b);
  return aNeg ? -result : result;
}

const collator = new Intl.Collator('en-AU', { numeric: true, sensitivity: 'base' });

/** Ascending order of two present values: numbers and decimal strings by value, dates by time, text by the en-AU collator. */
export function compareValues(
  a: Exclude<SortValue, null | undefined>,
  b: Exclude<SortValue, null | undefined>,
): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const as = String(a).trim();
  const bs = String(b).trim();
  if (decimalPattern.test(as) && decimalPattern.test(bs)) return compareDecimal(as, bs);
  return collator.compare(as, bs);
}

/**
 * Returns a sorted copy of `rows`. Empty values go last in both directions; equal values keep
 * their original order (stable), so re-sorting never shuffles ties.
 */
export function sortRows<T>(
  rows: readonly T[],
  sort: SortState | undefined,
  valueOf: (row: T, column: string) => SortValue,
): T[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, sort.column) }))
    .sort((x, y) => {
      const xEmpty = isEmpty(x.value);
      const yEmpty = isEmpty(y.value);
      if (xEmpty || yEmpty) return xEmpty === yEmpty ? x.index - y.index : xEmpty ? 1 : -1;
      return (
        sign * compareValues(x.value as NonNullable<SortValue>, y.value as NonNullable<SortValue>) || x.index - y.index
      );
    })
    .map(({ row }) => row);
}

/** The sort after pressing a column header: a new column sorts ascending, the same column flips. */
export function toggleSort(current: SortState | undefined, column: string): SortState {
  if (current?.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: 'ascending' };
}
