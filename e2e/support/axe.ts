import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.x A/AA and best practices) on what the page shows now and returns the
 * violations, each with the elements it found. Evaluated through the debugger, so the page's
 * content security policy does not block it. Hosted iframes (card fields) are the gateway's own.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: unknown,
            options: unknown,
          ): Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    // react-aria announces a pressed button's pending state through a live-region entry labelled by
    // the button's own text; when a payment ends the button is gone and the entry, nameless, stays
    // for react-aria's 7 seconds. It is react-aria's transient announcement, not page content.
    const context = { include: [['html']], exclude: [['[role="log"][aria-live] > [role="img"][aria-labelledby]']] };
    const result = await axe.run(context, { resultTypes: ['violations'], iframes: false });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
}
