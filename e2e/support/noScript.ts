import type { Locator, Page } from 'playwright-core';

/**
 * The design system's NeedsJavaScript note in `scope`, as a browser without JavaScript draws it.
 * Playwright's text and role queries skip what is inside a <noscript>; CSS does not.
 */
export const noScriptNote = (scope: Page | Locator): Locator => scope.locator('noscript [class]').first();
