import { z } from 'zod';
import { dashboardRangeProblem, type DashboardRange } from './dashboard';

// The range's rule as a schema, for the server's query; the rule itself is in dashboard.ts, which the
// dashboard screen reads without loading zod.
export const dashboardRangeSchema: z.ZodType<DashboardRange> = z
  .object({ from: z.string(), to: z.string() })
  .superRefine((range, context) => {
    const problem = dashboardRangeProblem(range);
    if (problem) context.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });
