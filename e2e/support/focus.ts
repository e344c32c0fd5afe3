import type { Locator, Page } from 'playwright-core';

/** Whether the element, or something inside it, has the keyboard focus. */
export function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
}

/** Whether the focused element holds this one (a focused box around a region, e.g. an error summary). */
export function isInFocusedElement(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => document.activeElement !== document.body && !!document.activeElement?.contains(el));
}

/** A short description of the focused element, for failure messages. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const name =
      el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
    return `${el.tagName.toLowerCase()}[role=${el.getAttribute('role') ?? ''}] "${name.trim().slice(0, 60)}"`;
  });
}
