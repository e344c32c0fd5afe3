import type { Browser } from 'playwright-core';
import { openSettled } from './measure';

/**
 * The page at `url` as the browser holds it once loaded and hydrated, made a static page: its DOM with
 * every script and module preload taken out, and the CSS rules of all its style sheets (styled-components
 * inserts its rules through the CSSOM, which the DOM's <style> text does not show) in one <style>.
 * Typed into beside the app, it shows what the same page costs with no JavaScript at all.
 */
export async function scriptFreeCopy(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'en-AU' });
  try {
    const page = await context.newPage();
    await openSettled(page, url);
    return await page.evaluate(() => {
      const rules = [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
        .join('\n');
      const root = document.documentElement.cloneNode(true) as HTMLElement;
      for (const node of root.querySelectorAll('script, link[rel=modulepreload], link[rel=stylesheet], style'))
        node.remove();
      const style = document.createElement('style');
      style.textContent = rules;
      root.querySelector('head')!.append(style);
      return `<!doctype html>\n${root.outerHTML}`;
    });
  } finally {
    await context.close();
  }
}
