// Renders Storybook stories in Debian's Chromium and screenshots them deterministically.
import { chromium } from 'playwright-core';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

/** A story's page size unless it names a viewport (`globals: { viewport: { value } }`), as a phone story does. */
const viewport = { width: 1024, height: 768 };
/** Stories that print "today" render the same day on every run. */
const fixedNow = new Date('2026-03-02T10:30:00+11:00');
/** Room around the story root so focus rings and shadows at its edge stay in the picture. */
const margin = 8;
const renderTimeoutMs = 30_000;

// Transitions and animations jump to their end state; the caret never blinks into a picture.
const stillnessCss = `
  *, *::before, *::after {
    animation-duration: 0s !important;
    animation-delay: 0s !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0s !important;
    transition-delay: 0s !important;
    scroll-behavior: auto !important;
    caret-color: transparent !important;
  }
`;

export async function openBrowser() {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--hide-scrollbars'],
  });
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    forcedColors: 'none',
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
  });
  // Set once for the context: installing the clock page by page races between parallel pages.
  await context.clock.setFixedTime(fixedNow);
  await context.addInitScript((css) => {
    const install = () => {
      const style = document.createElement('style');
      style.setAttribute('data-visual-check', '');
      style.textContent = css;
      document.head.append(style);
    };
    if (document.head) install();
    else document.addEventListener('DOMContentLoaded', install, { once: true });
  }, stillnessCss);
  return { browser, context };
}

/**
 * Opens one story in a fresh page and returns its PNG. Throws with the story's own error when it
 * fails to render or its play function throws.
 * @param {import('playwright-core').BrowserContext} context
 * @returns {Promise<Buffer>}
 */
export async function captureStory(context, baseUrl, storyId) {
  const lane = openStoryPage(context, baseUrl);
  try {
    return await lane.capture(storyId);
  } finally {
    await lane.close();
  }
}

/**
 * One page that renders story after story: the first is loaded from its URL, each next one is
 * switched to through Storybook's preview (as its sidebar does), which unmounts the story before
 * and saves loading and starting the whole preview again for every story.
 * @param {import('playwright-core').BrowserContext} context
 * @returns {{ capture(storyId: string): Promise<Buffer>, close(): Promise<void> }}
 */
export function openStoryPage(context, baseUrl) {
  /** @type {Promise<import('playwright-core').Page> | undefined} */
  let opened;
  const pageErrors = [];
  const open = async () => {
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // The body's children once the HTML is parsed, before any script runs a story: the preview's own.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        // @ts-expect-error read by showStory
        if (document.readyState === 'interactive') window.__visualCheckChrome = new Set(document.body.children);
      });
    });
    return page;
  };
  return {
    async capture(storyId) {
      const first = opened === undefined;
      opened ??= open();
      const page = await opened;
      pageErrors.length = 0;
      try {
        if (first) {
          // a11y.manual: axe already runs in the storybook test project; it adds nothing to a picture.
          const query = `id=${encodeURIComponent(storyId)}&viewMode=story&globals=a11y.manual:!true`;
          await page.goto(`${baseUrl}/iframe.html?${query}`, { waitUntil: 'load' });
          // @ts-expect-error Storybook's preview global
          await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.storyStoreValue, undefined, {
            timeout: renderTimeoutMs,
            polling: 50,
          });
        }
        // The story is drawn (and played) at its own viewport's size, as Vitest's browser runs it.
        const size = (await page.evaluate(storyViewport, { storyId, known: MINIMAL_VIEWPORTS })) ?? viewport;
        const current = page.viewportSize();
        const resized = current?.width !== size.width || current?.height !== size.height;
        if (resized) await page.setViewportSize(size);
        if (!first || resized) await page.evaluate(showStory, storyId);
        return await screenshotRendered(page, storyId, pageErrors);
      } catch (error) {
        // Whatever a failed story left in the page goes with it: the next story starts in a new one.
        opened = undefined;
        await page.close();
        throw error;
      }
    },
    async close() {
      if (opened) await (await opened).close();
    },
  };
}

/**
 * Runs in the page: the size of the viewport `storyId` names in its globals, from its
 * `parameters.viewport.options` or Storybook's own (`known`); null when it names none.
 */
async function storyViewport({ storyId, known }) {
  // @ts-expect-error Storybook's preview global
  const story = await window.__STORYBOOK_PREVIEW__.storyStoreValue.loadStory({ storyId });
  const name = story.storyGlobals?.viewport?.value;
  const option = name ? (story.parameters?.viewport?.options?.[name] ?? known[name]) : undefined;
  if (!option) return null;
  const { width, height } = option.styles;
  return story.storyGlobals.viewport.isRotated
    ? { width: parseInt(height), height: parseInt(width) }
    : { width: parseInt(width), height: parseInt(height) };
}

/**
 * Runs in the page: switches the preview to `storyId`, from a page as a fresh one would be: nothing
 * focused, at the top, and without what earlier stories added to the body beside the story root
 * (react-aria's live announcer stays once made, and would count as a portal in storyClip).
 */
function showStory(storyId) {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  window.scrollTo(0, 0);
  // @ts-expect-error set by openStoryPage's init script
  for (const element of [...document.body.children]) if (!window.__visualCheckChrome.has(element)) element.remove();
  // @ts-expect-error Storybook's preview global
  window.__STORYBOOK_PREVIEW__.channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
}

/** Waits for `storyId` to finish rendering in `page`, then screenshots it. */
async function screenshotRendered(page, storyId, pageErrors) {
  await page.waitForFunction(
    (id) => {
      // @ts-expect-error Storybook's preview global
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === id && render.phase === 'finished';
    },
    storyId,
    { timeout: renderTimeoutMs, polling: 50 },
  );
  const failure = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent ?? 'story failed to render')
      : null,
  );
  if (failure !== null) throw new Error(`${failure}${pageErrors.length ? ` (${pageErrors.join('; ')})` : ''}`);
  // Story modules are loaded by now; what can still arrive is fonts and images.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
  // Two frames so layout triggered by the last render and fonts has been painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const clip = await page.evaluate(storyClip, margin);
  return await page.screenshot({
    clip: clip ?? undefined,
    fullPage: clip !== null,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
  });
}

/**
 * Runs in the page. The story root's box (plus a margin) when the story renders inside it; null
 * (the whole viewport) when something visible portals out of it, such as a modal or a popover.
 */
function storyClip(margin) {
  const storybookChrome = (el) =>
    ['storybook-root', 'storybook-docs'].includes(el.id) ||
    ['SCRIPT', 'STYLE', 'LINK', 'META', 'NOSCRIPT', 'TEMPLATE'].includes(el.tagName) ||
    [...el.classList].some((name) => name.startsWith('sb-'));
  const visible = (el) => {
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
    const rect = el.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0) return true;
    // A portal container is often empty-sized while its fixed-position children cover the page.
    return [...el.querySelectorAll('*')].some((child) => {
      const box = child.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    });
  };
  const portalled = [...document.body.children].some((el) => !storybookChrome(el) && visible(el));
  const root = document.querySelector('#storybook-root');
  if (portalled || root === null) return null;
  const rect = root.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return null;
  const pageWidth = document.documentElement.scrollWidth;
  const pageHeight = document.documentElement.scrollHeight;
  const x = Math.max(0, Math.floor(rect.left + window.scrollX - margin));
  const y = Math.max(0, Math.floor(rect.top + window.scrollY - margin));
  const right = Math.min(pageWidth, Math.ceil(rect.right + window.scrollX + margin));
  const bottom = Math.min(pageHeight, Math.ceil(rect.bottom + window.scrollY + margin));
  return { x, y, width: right - x, height: bottom - y };
}
