#!/usr/bin/env node
// The published manifest of a workspace package (its prepack and postpack scripts run this).
//   node ../../scripts/pack-manifest.mjs strip     before `npm pack` / `npm publish`
//   node ../../scripts/pack-manifest.mjs restore   after them
// Inside the monorepo every export has a `@buildcover/source` condition pointing at src/ (see
// tsconfig.base.json customConditions), which the tarball does not ship. `strip` keeps the
// workspace manifest aside, writes one without that condition and refuses to pack when an export
// points at a file that is not built, adds `typesVersions` for TypeScript's node10 resolution, and copies the repository's LICENSE in beside it (npm packs a
// package's own LICENSE file); `restore` puts the workspace manifest back and removes that copy.
import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';

const sourceCondition = '@buildcover/source';
const manifestPath = 'package.json';
const keptPath = 'package.json.workspace';
const licencePath = 'LICENSE';
const repositoryLicence = new URL('../LICENSE', import.meta.url);

/** Removes the source condition from one export target (a path or a conditions object). */
function publishedTarget(target) {
  if (typeof target === 'string') return target;
  return Object.fromEntries(
    Object.entries(target)
      .filter(([condition]) => condition !== sourceCondition)
      .map(([condition, value]) => [condition, publishedTarget(value)]),
  );
}

/** Every file path an export target names. */
function targetPaths(target) {
  return typeof target === 'string' ? [target] : Object.values(target).flatMap(targetPaths);
}

/**
 * `typesVersions` for TypeScript's old `node10` resolution, which reads no `exports`: each named
 * entry to its CommonJS declarations, any other path under dist/ (the `./*` export), and the
 * `types` field itself (TypeScript maps that path through the same table, hence `./*` last).
 */
function node10Types(exportsMap) {
  const named = Object.entries(exportsMap).flatMap(([subpath, target]) => {
    const types = typeof target === 'string' ? undefined : target.require?.types;
    return subpath === '.' || subpath.includes('*') || !types ? [] : [[subpath.slice(2), [types]]];
  });
  return { '*': { ...Object.fromEntries(named), '*': ['./dist/*', './*'] } };
}

function strip() {
  // After an interrupted pack the workspace manifest is still kept aside: start from it.
  const text = readFileSync(existsSync(keptPath) ? keptPath : manifestPath, 'utf8');
  const manifest = JSON.parse(text);
  const exportsMap = Object.fromEntries(
    Object.entries(manifest.exports).map(([subpath, target]) => [subpath, publishedTarget(target)]),
  );
  const missing = Object.values(exportsMap)
    .flatMap(targetPaths)
    .filter((path) => !path.includes('*') && !existsSync(path));
  if (missing.length > 0) {
    throw new Error(
      `${manifest.name}: exports point at files that are not built (run its build first): ${missing.join(', ')}`,
    );
  }
  writeFileSync(keptPath, text);
  writeFileSync(
    manifestPath,
    JSON.stringify({ ...manifest, exports: exportsMap, typesVersions: node10Types(exportsMap) }, null, 2) + '\n',
  );
  copyFileSync(repositoryLicence, licencePath);
}

function restore() {
  if (existsSync(keptPath)) renameSync(keptPath, manifestPath);
  rmSync(licencePath, { force: true });
}

const command = process.argv[2];
if (command === 'strip') strip();
else if (command === 'restore') restore();
else throw new Error('usage: pack-manifest.mjs strip|restore');
