import { describe, expect, it } from 'vitest';
import { toCalendarDate } from './isoDate';

describe('toCalendarDate', () => {
  it('reads real yyyy-mm-dd dates', () => {
    expect(toCalendarDate('2024-02-29')?.toString()).toBe('2024-02-29');
  });
  it('refuses empty, malformed and impossible dates instead of clamping them', () => {
    expect(toCalendarDate('')).toBeNull();
    expect(toCalendarDate(null)).toBeNull();
    expect(toCalendarDate('29/02/2024')).toBeNull();
    expect(toCalendarDate('2023-02-29')).toBeNull();
    expect(toCalendarDate('2025-13-01')).toBeNull();
  });
});
