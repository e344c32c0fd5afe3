import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatAud, formatGroupedAmount, sanitizeMoneyInput, toCents } from '../money';
import { addDaysIso, formatDate, todayIso } from './date';

describe('dates', () => {
  it('shows dd/mm/yyyy, with hh:mm in Sydney time, and - when empty', () => {
    expect(formatDate('2026-11-22')).toBe('22/11/2026');
    expect(formatDate('2026-11-21T23:30:00Z', { withTime: true })).toBe('22/11/2026 10:30');
    expect(formatDate('2026-11-21T23:30:00Z', { withTime: true, withZone: true })).toBe('22/11/2026 10:30 AEDT');
    expect(formatDate('2026-06-21T23:30:00Z', { withTime: true, withZone: true })).toBe('22/06/2026 09:30 AEST');
    expect(formatDate('')).toBe('-');
    expect(formatDate(null)).toBe('-');
    expect(formatDate('not a date')).toBe('-');
  });

  it('knows today in Sydney and adds days across months', () => {
    expect(todayIso(new Date('2026-11-21T13:30:00Z'))).toBe('2026-11-22');
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('money', () => {
  it('formats Australian dollars with two decimals', () => {
    expect(formatAud(131561)).toBe('$1,315.61');
    expect(formatAud('5000000')).toBe('$5,000,000.00');
    expect(formatAud(null)).toBe('-');
    expect(formatGroupedAmount('1200.5')).toBe('1,200.50');
  });

  it('parses and prints cents exactly', () => {
    expect(toCents('0.29')).toBe(29);
    expect(toCents('1234.5')).toBe(123450);
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(sanitizeMoneyInput('$1,200.505')).toBe('1200.50');
  });
});
