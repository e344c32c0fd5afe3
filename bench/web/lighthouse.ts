import lighthouse from 'lighthouse';
import type { Page } from 'playwright-core';

export interface LighthouseMeasure {
  /** 0–100. */
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
}

/**
 * Lighthouse's default (mobile) performance run, as PageSpeed Insights does it: a mid-range phone on
 * slow 4G, simulated. It drives the Chromium listening on `port` through its DevTools protocol.
 * `keepStorage`: the page needs the session a login left in local storage (the back-office list); the
 * HTTP cache is cleared first through `page` so the load is still cold.
 */
export async function runLighthouse(
  url: string,
  port: number,
  options: { keepStorage?: Page } = {},
): Promise<LighthouseMeasure> {
  try {
    return await measureOnce(url, port, options);
  } catch {
    // On a loaded machine Lighthouse now and then loses the navigation's start in its trace
    // (NO_NAVSTART, reported or thrown): one more try, then its error stands.
    return measureOnce(url, port, options);
  }
}

async function measureOnce(url: string, port: number, options: { keepStorage?: Page }): Promise<LighthouseMeasure> {
  if (options.keepStorage) {
    const cdp = await options.keepStorage.context().newCDPSession(options.keepStorage);
    await cdp.send('Network.clearBrowserCache');
  }
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: Boolean(options.keepStorage),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
  };
}
