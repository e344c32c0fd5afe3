/**
 * Marks the page as one whose app will take it over: the browser runs its scripts. Runs inline in
 * the page's `<head>` (scripts/prerender-page.mjs), before the first paint, so that styles can show a
 * widget as the app will draw it from the first frame (GOV.UK's `govuk-frontend-supported` class),
 * and a browser without JavaScript still gets the whole page. Self-contained: it runs as source text.
 */
export function markRunsScripts(doc: Document): void {
  doc.documentElement.setAttribute('data-runs-scripts', '');
}

/** The selector that scopes a style to pages marked by `markRunsScripts`. */
export const whereScriptsRun = 'html[data-runs-scripts]';

/** The inline script that marks the page (`markRunsScripts`). */
export const runsScriptsScript = (): string => `(${markRunsScripts.toString()})(document)`;
