/**
 * Which way the server's imports point. Checked by apps/server/architecture/imports.test.ts (the unit
 * test project); by hand: `npx depcruise apps/server/src --config apps/server/.dependency-cruiser.mjs`.
 * Tests and their fixtures may reach anywhere to set a scene, so they are not cruised.
 */
const src = '^apps/server/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'queries-only-in-repositories',
      comment:
        'Database queries live in src/repositories (and the connection and schema in src/db); elsewhere drizzle-orm is imported for types only.',
      severity: 'error',
      from: { path: src, pathNot: `${src}(repositories|db)/` },
      to: { path: '(^|/)node_modules/drizzle-orm/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'payments-not-into-routes',
      comment: 'Payments use the quote access token from src/auth, not the quote routes.',
      severity: 'error',
      from: { path: `${src}payments/` },
      to: { path: `${src}routes/` },
    },
    {
      name: 'documents-not-into-payments',
      comment: 'Policy documents read payments through src/repositories, and quote access through src/auth.',
      severity: 'error',
      from: { path: `${src}documents/` },
      to: { path: `${src}payments/` },
    },
    {
      name: 'sessions-repository-not-into-auth',
      comment:
        'The session store keeps refresh tokens; signing and guarding requests is auth, which uses the store through app.repos.',
      severity: 'error',
      from: { path: `${src}repositories/sessions\\.ts$` },
      to: { path: `${src}auth/` },
    },
    {
      name: 'auth-not-into-sessions-repository',
      comment: 'See sessions-repository-not-into-auth: auth reaches the session store through app.repos only.',
      severity: 'error',
      from: { path: `${src}auth/` },
      to: { path: `${src}repositories/sessions\\.ts$` },
    },
  ],
  options: {
    exclude: { path: ['\\.test\\.ts$', '\\.test-support\\.ts$', '/test/'] },
    doNotFollow: { path: ['node_modules', '^packages/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: true,
  },
};
