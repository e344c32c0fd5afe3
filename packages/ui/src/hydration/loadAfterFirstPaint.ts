/** A built page's module scripts: the entry, and the modules it imports (preloaded beside it). */
export interface AppModules {
  readonly entry: string;
  readonly preloads: readonly string[];
}

/**
 * Starts loading a prerendered page's app once the browser has painted the page, instead of from the
 * HTML's own script tags. Module scripts in the HTML are fetched while it is parsed and, on a fast
 * connection, run before the first frame: the first paint then waits for the app's code even though
 * the page needs none of it to be shown. Runs inline in the page's `<head>` (its source text, beside
 * packages/ui/src/hydration/earlyInput.ts's), so it must stay self-contained.
 */
export function loadAfterFirstPaint(win: Window & typeof globalThis, modules: AppModules): void {
  const doc = win.document;
  const load = (): void => {
    for (const href of modules.preloads) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = modules.entry;
    doc.head.append(script);
  };
  // Once the first paint is on screen (its paint timing entry); a hidden page paints nothing until it
  // is shown, so it goes on at once. Without paint timing: after the frame following the parse.
  const afterPaint = (): void => {
    if (doc.visibilityState === 'hidden') {
      load();
    } else if (win.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
      const observer = new win.PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        load();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      win.requestAnimationFrame(() => win.setTimeout(load, 0));
    }
  };
  // Not before the whole page is parsed: the app takes over the page's HTML as a whole.
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', afterPaint, { once: true });
  else afterPaint();
}

/** The inline script that loads `modules` once the page has painted. */
export const appLoaderScript = (modules: AppModules): string =>
  `(${loadAfterFirstPaint.toString()})(window, ${JSON.stringify(modules)})`;
