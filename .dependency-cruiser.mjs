/**
 * Import rules for the whole repository, checked by scripts/architecture/imports.test.ts (unit
 * project, in `npm test`); by hand: `npx depcruise packages apps e2e scripts bench examples`.
 * The server's own floor plan has more rules: apps/server/.dependency-cruiser.mjs.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No module reaches itself through its imports (type-only and lazy `import()` included): each floor builds only on the ones below it.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'apps-not-into-each-other',
      comment: 'The public site, the back office and the server share code through packages/, never directly.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/([^/]+)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'ui-never-fetches',
      comment: 'The design system takes plain props: it does not import the API client.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: '^packages/api-client/' },
    },
  ],
  options: {
    exclude: { path: ['\\.test\\.tsx?$', '\\.test-support\\.ts$', '\\.stories\\.tsx$', '/dist/', 'node_modules'] },
    doNotFollow: { path: ['node_modules'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
  },
};
