import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFailed } from 'vitest';

const screenshotDir = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'test-results/e2e');

export interface Journey {
  /** The server's origin (from the global setup). */
  readonly baseUrl: string;
  /**
   * A fresh page in its own context (no shared storage), sized like a laptop unless told otherwise;
   * `javaScriptEnabled: false` for a browser that runs no script at all, not even a page's inline one.
   */
  newPage(viewport?: { width: number; height: number }, options?: { javaScriptEnabled?: boolean }): Promise<Page>;
  /** Uncaught errors thrown in any page of this file: a journey should end with none. */
  readonly pageErrors: string[];
}

/**
 * A connection to the run's one Debian Chromium (started by the global setup, never a downloaded
 * browser); each page gets its own context, closed with the connection after the file.
 */
export function useBrowser(): Journey {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  const baseUrl = inject('e2eBaseUrl');

  beforeAll(async () => {
    browser = await chromium.connect(inject('e2eBrowserUrl'));
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  return {
    baseUrl,
    pageErrors,
    async newPage(viewport = { width: 1280, height: 900 }, { javaScriptEnabled = true } = {}) {
      if (!browser) throw new Error('useBrowser(): the browser starts in beforeAll');
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport,
        locale: 'en-AU',
        timezoneId: 'Australia/Sydney',
        javaScriptEnabled,
      });
      context.setDefaultTimeout(15_000);
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
      // A journey that times out says why when the page knew: uncaught errors and console errors.
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
      });
      onTestFailed(() => {
        const seen = [...pageErrors, ...consoleErrors];
        if (seen.length > 0) console.error(`Errors in the page:\n${seen.join('\n')}`);
      });
      return page;
    },
  };
}

/** Saves a full-page screenshot to test-results/e2e/<name>.png (gitignored) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true, animations: 'disabled' });
}
