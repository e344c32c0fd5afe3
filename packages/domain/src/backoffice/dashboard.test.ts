import { describe, expect, it } from 'vitest';
import { dashboardRangeProblem, defaultDashboardRange } from './dashboard';
import { dashboardRangeSchema } from './dashboardRangeSchema';
import { quoteConversion } from './conversion';

describe('dashboard range', () => {
  it('opens on the last twelve months, from the first of the month', () => {
    expect(defaultDashboardRange('2026-11-24')).toEqual({ from: '2025-12-01', to: '2026-11-24' });
  });
  it('refuses a range that ends before it starts, a non-date and more than three years', () => {
    expect(dashboardRangeSchema.safeParse({ from: '2026-02-01', to: '2026-01-01' }).error?.issues[0]?.message).toBe(
      'From must be on or before To.',
    );
    expect(dashboardRangeSchema.safeParse({ from: '2026-02-30', to: '2026-03-01' }).error?.issues[0]?.message).toBe(
      'From must be a date (yyyy-mm-dd).',
    );
    expect(dashboardRangeSchema.safeParse({ from: '2020-01-01', to: '2026-01-01' }).error?.issues[0]?.message).toBe(
      'Choose a range of at most three years.',
    );
  });
  it('puts each problem on its field, and takes a range of up to three years', () => {
    expect(dashboardRangeSchema.safeParse({ from: '2026-01-01', to: '31/01/2026' }).error?.issues[0]).toMatchObject({
      path: ['to'],
      message: 'To must be a date (yyyy-mm-dd).',
    });
    expect(dashboardRangeProblem({ from: '2026-02-01', to: '2026-01-01' })).toEqual({
      field: 'from',
      message: 'From must be on or before To.',
    });
    expect(dashboardRangeProblem({ from: '2023-01-02', to: '2026-01-01' })).toBeUndefined();
    expect(dashboardRangeSchema.safeParse({ from: '2026-01-01', to: '2026-01-01' }).data).toEqual({
      from: '2026-01-01',
      to: '2026-01-01',
    });
  });
});

describe('quoteConversion', () => {
  it('is paid over priced (quoted, payment due, paid), one decimal', () => {
    expect(
      quoteConversion([
        { status: 'quoted', count: 5 },
        { status: 'paydue', count: 1 },
        { status: 'paid', count: 3 },
        { status: 'referred', count: 7 },
      ]),
    ).toEqual({ priced: 9, paid: 3, rate: '33.3' });
  });
  it('has no rate when nothing was priced', () => {
    expect(quoteConversion([{ status: 'referred', count: 2 }])).toEqual({ priced: 0, paid: 0, rate: null });
  });
});
