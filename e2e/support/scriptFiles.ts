import type { Page } from 'playwright-core';

/**
 * The file names of the scripts `page` asks for from now on ('QuotesListPage-C9QXZdKx.js'), in order:
 * the build names a lazily loaded screen's chunk after its module, so a test can tell which code came.
 */
export function recordScriptFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') files.push(new URL(request.url()).pathname.split('/').pop()!);
  });
  return files;
}
