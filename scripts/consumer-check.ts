// The consumer check (`npm test` runs it): examples/consumer, an outside app, on @buildcover/domain
// and @buildcover/ui as released, never the workspace source.
//   1. build the three packages; in a copy of the release files `changeset version` bumps them
//      and writes their changelogs; each is packed, and @arethetypeswrong/cli and publint (strict)
//      find no problem in any tarball; `changeset publish` puts them on a private registry
//      (verdaccio on loopback, scripts/private-registry.ts)
//   2. copy the example beside them and `npm install` it, @buildcover/* from that registry
//   3. the install holds no Tiptap, ProseMirror or DOMPurify package (the example uses no rich-text
//      editor, whose packages are optional peers of @buildcover/ui/rich-text-editor)
//   4. strict `tsc` (wrong props and tokens are errors: typecheck/contract.tsx; an app's own
//      DefaultTheme compiles beside the package: typecheck/own-theme), `vite build` (client) and `vite build --ssr`
//   5. size: a page importing only Button pays at most 15 KB gzip over react-aria-components' Button,
//      and the YesNoQuestion and ClaimList pages stay within their budgets
//   6. a CommonJS script loads @buildcover/ui and @buildcover/domain with `require` and renders
//      (require.cjs); plain Node renders the App with react-dom/server + ServerStyleSheet; in Chromium the client
//      render gives the same markup, the server markup hydrates with no warning, axe finds nothing,
//      and react-hook-form's focus on error reaches each field through its forwarded ref
//   7. the same app moved to React 18: type check, build, render and the browser checks again
//   tsx scripts/consumer-check.ts [--report file.json] [--keep]
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Locator, type Page } from 'playwright-core';
import { axeViolations } from '../e2e/support/axe';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { startPrivateRegistry, type PrivateRegistry } from './private-registry';
import { serveDirectory } from './visual/static-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const reportPath = args.includes('--report') ? args[args.indexOf('--report') + 1] : undefined;
const buttonBudgetBytes = 15 * 1024;
/**
 * Whole pages of one domain component (size/<name>.tsx), gzip bytes: about 10 % over what they
 * weighed once @buildcover/domain shipped as preserved modules (34 and 108 KB; 70 and 139 KB
 * when it was one module that brought zod along).
 */
const pageBudgetBytes: Record<string, number> = { 'yes-no-question': 38 * 1024, 'claim-list': 118 * 1024 };
const publishedPackages = ['domain', 'ui', 'api-client'];
const changeset = join(root, 'node_modules/.bin/changeset');
const react18 = ['react@^18.3.0', 'react-dom@^18.3.0', '@types/react@^18.3.0', '@types/react-dom@^18.3.0'];
const work = mkdtempSync(join(tmpdir(), 'buildcover-consumer-'));
let passed = 0;
let failed = 0;

function run(command: string, commandArgs: string[], cwd: string, env: Record<string, string> = {}): string {
  const shown = [command, ...commandArgs]
    .join(' ')
    .replaceAll(work, '$TMP')
    .replaceAll(root + '/', '');
  console.log(`$ ${shown}`);
  const { NODE_ENV: _ignored, ...inherited } = process.env;
  const result = spawnSync(command, commandArgs, { cwd, encoding: 'utf8', env: { ...inherited, ...env } });
  if (result.status !== 0) {
    throw new Error(`${shown} exited ${result.status}\n${result.stdout}\n${result.stderr}`.trim());
  }
  return result.stdout;
}

/** One named check: counted, printed, and the run stops at the first failure (later ones depend on it). */
async function check(name: string, body: () => void | Promise<void>): Promise<void> {
  const started = Date.now();
  try {
    await body();
    passed += 1;
    console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failed += 1;
    console.error(`✗ ${name}\n${error instanceof Error ? error.message : String(error)}`);
    throw error;
  }
}

/**
 * The release as a maintainer makes it, in a copy of the repository's release files (the three
 * packages with their builds, the apps' manifests, the pending changesets), so that nothing in this
 * tree changes while a Vitest or Vite runs beside it (npm test runs them side by side):
 * `changeset version` bumps the versions and writes each CHANGELOG.md. Returns the copy.
 */
function versionRelease(): string {
  run('npm', ['run', 'build', ...publishedPackages.flatMap((name) => ['--workspace', `@buildcover/${name}`])], root);
  const release = join(work, 'release');
  for (const name of publishedPackages) {
    cpSync(join(root, 'packages', name), join(release, 'packages', name), {
      recursive: true,
      filter: (path) => !path.includes('node_modules'),
    });
  }
  for (const app of ['server', 'public', 'admin']) {
    mkdirSync(join(release, 'apps', app), { recursive: true });
    cpSync(join(root, 'apps', app, 'package.json'), join(release, 'apps', app, 'package.json'));
  }
  cpSync(join(root, '.changeset'), join(release, '.changeset'), { recursive: true });
  const { name, version, workspaces, scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  writeFileSync(
    join(release, 'package.json'),
    JSON.stringify({ name, version, private: true, workspaces, scripts }, null, 2),
  );
  // The packages' prepack and postpack scripts name ../../scripts/pack-manifest.mjs; changesets
  // loads its changelog writer from the repository's node_modules.
  symlinkSync(join(root, 'scripts'), join(release, 'scripts'));
  symlinkSync(join(root, 'node_modules'), join(release, 'node_modules'));
  run(changeset, ['version'], release);
  return release;
}

/** Each package of the release packed as npm publishes it: its name → tarball path. */
function packRelease(release: string): Record<string, string> {
  const packs = join(work, 'packs');
  mkdirSync(packs);
  return Object.fromEntries(
    publishedPackages.map((name) => {
      const dir = join(release, 'packages', name);
      run('npm', ['pack', '--pack-destination', packs], dir);
      // npm names a tarball of @scope/name@version scope-name-version.tgz.
      return [`@buildcover/${name}`, join(packs, `buildcover-${name}-${packageVersion(dir)}.tgz`)];
    }),
  );
}

function packageVersion(dir: string): string {
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** `changeset publish` to the private registry: every package whose version it does not hold yet. */
function publishRelease(release: string, registry: PrivateRegistry): void {
  // No git tags: the copy is not a repository (a real release tags in the repository).
  const output = run(changeset, ['publish', '--no-git-tag'], release, {
    npm_config_registry: registry.url,
    npm_config_userconfig: registry.npmrc,
  });
  for (const name of publishedPackages) {
    const version = packageVersion(join(release, 'packages', name));
    const published = JSON.parse(
      run('npm', ['view', `@buildcover/${name}@${version}`, 'version', '--json'], release, {
        npm_config_registry: registry.url,
      }),
    ) as string;
    if (published !== version)
      throw new Error(`@buildcover/${name}@${version} is not on the registry after publish:\n${output}`);
  }
}

/**
 * What a consumer's tools read of each tarball: its types under every TypeScript resolution
 * (node10, node16 from CJS and ESM, bundler) and its manifest (exports, files, fields), warnings
 * counted as failures.
 */
function lintPackages(tarballs: Record<string, string>): void {
  for (const tarball of Object.values(tarballs)) {
    run(join(root, 'node_modules/.bin/attw'), [tarball, '--format', 'ascii'], root);
    run(join(root, 'node_modules/.bin/publint'), [tarball, '--strict'], root);
  }
}

/**
 * The example copied to `dir` and installed with its @buildcover dependencies at the released
 * versions from the private registry (an .npmrc names it for the @buildcover scope only).
 */
function installExample(dir: string, release: string, registry: PrivateRegistry): void {
  cpSync(join(root, 'examples/consumer'), dir, { recursive: true, filter: (path) => !/node_modules|dist/.test(path) });
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  // The example uses ui and domain; api-client is published and linted, not installed.
  for (const name of ['domain', 'ui'])
    manifest.dependencies[`@buildcover/${name}`] = packageVersion(join(release, 'packages', name));
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  writeFileSync(join(dir, '.npmrc'), `@buildcover:registry=${registry.url}\n`);
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  // What was installed is the tarball the private registry holds (npm's lock keeps its integrity).
  const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version: string; integrity: string }>;
  };
  for (const name of ['domain', 'ui']) {
    const installed = lock.packages[`node_modules/@buildcover/${name}`];
    const held =
      installed &&
      (JSON.parse(
        run('npm', ['view', `@buildcover/${name}@${installed.version}`, 'dist.integrity', '--json'], dir),
      ) as string);
    if (!installed || held !== installed.integrity)
      throw new Error(
        `@buildcover/${name} was not installed from the private registry: ${JSON.stringify(installed)} vs ${held}`,
      );
  }
}

/** Packages only the rich-text editor needs: optional peers, installed by the apps that use it. */
const editorPackage = /^(@tiptap\/|prosemirror-|dompurify$|linkifyjs$|orderedmap$|rope-sequence$|w3c-keyname$)/;

/** Every package installed under `dir`, by name, with what they weigh on disk (npm's own record). */
function installedPackages(dir: string): { names: string[]; bytes: number } {
  const lock = JSON.parse(readFileSync(join(dir, 'node_modules/.package-lock.json'), 'utf8')) as {
    packages: Record<string, unknown>;
  };
  const paths = Object.keys(lock.packages).filter((path) => path.startsWith('node_modules/'));
  const names = paths.map((path) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
  const bytes = Number(run('du', ['-sb', join(dir, 'node_modules')], dir).split('\t')[0]);
  return { names, bytes };
}

function buildExample(dir: string): void {
  const bin = (name: string) => join(dir, 'node_modules/.bin', name);
  run(bin('tsc'), ['--noEmit'], dir);
  // A DefaultTheme of the app's own beside the design system: no clash without the opt-in.
  run(bin('tsc'), ['--noEmit', '-p', 'typecheck/own-theme'], dir);
  // Development mode: React reports hydration mismatches only in its development build.
  run(bin('vite'), ['build', '--mode', 'development', '--logLevel', 'warn'], dir, { NODE_ENV: 'development' });
  run(bin('vite'), ['build', '--ssr', 'src/App.tsx', '--outDir', 'dist-ssr', '--logLevel', 'warn'], dir);
  run(process.execPath, ['render.mjs'], dir);
}

/**
 * The rendered tree as the browser parsed it: tags, styled-components classes and text. Attributes
 * that carry generated ids or that react-aria sets in effects are React's own hydration check's
 * business (a mismatch there is a warning, which the hydration check fails on).
 */
function treeShape(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/\s+/g, ' ');
  if (node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) return '';
  const children = Array.from(node.childNodes, treeShape).join('');
  if (node.nodeType === Node.DOCUMENT_FRAGMENT_NODE) return children;
  const element = node as Element;
  const classes = Array.from(element.classList).sort().join(' ');
  return `<${element.tagName.toLowerCase()}${classes ? ` class="${classes}"` : ''}>${children}</>`;
}

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = document.querySelector('#root button[type="submit"]');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** Waits for `target` to hold focus; the error names what holds it instead. */
async function expectFocused(target: Locator, what: string): Promise<void> {
  const element = await target.elementHandle();
  try {
    await target.page().waitForFunction((expected) => expected === document.activeElement, element, { timeout: 5000 });
  } catch {
    const focused = await target.page().evaluate(() => document.activeElement?.outerHTML.slice(0, 300) ?? 'nothing');
    throw new Error(`${what} does not hold focus; this does: ${focused}`);
  }
}

/**
 * The call-back form has no error summary: each failed submit must put focus on the first field
 * still invalid, which react-hook-form reaches only through the ref the field forwards.
 */
async function checkFocusOnError(page: Page): Promise<void> {
  const form = page.getByRole('region', { name: 'Ask for a call back' });
  const submit = form.getByRole('button', { name: 'Ask for a call back' });
  await submit.click();
  await expectFocused(
    form.getByRole('radiogroup', { name: /Is the work already under way/ }).getByRole('radio', { name: 'Yes' }),
    'YesNoQuestion (its Yes option)',
  );
  await page.keyboard.press('Space');
  await submit.click();
  await expectFocused(form.getByRole('textbox', { name: /Phone number/ }), 'TextField');
  await page.keyboard.type('0400 123 456');
  await submit.click();
  await expectFocused(
    form
      .getByRole('group', { name: /First day we may call/ })
      .getByRole('spinbutton')
      .first(),
    'DateField (its day segment)',
  );
  await page.keyboard.type('01022031');
  await submit.click();
  await expectFocused(form.getByRole('checkbox', { name: /I agree to be called/ }), 'Checkbox');
  await page.keyboard.press('Space');
  await submit.click();
  await form
    .getByRole('status')
    .filter({ hasText: 'We will call 0400 123 456 from 2031-02-01.' })
    .waitFor({ timeout: 5000 });
}

async function checkInBrowser(dir: string, label: string): Promise<void> {
  const server = await serveDirectory(join(dir, 'dist'));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    const serverMarkup = readFileSync(join(dir, 'dist/ssr-markup.html'), 'utf8');

    await check(`${label}: the browser renders the markup plain Node rendered`, async () => {
      await page.goto(`${server.url}/csr.html`);
      await hydrated(page);
      const [serverShape, browserShape] = await page.evaluate(
        ([markup, shapeSource]) => {
          const shape = new Function(`return ${shapeSource}`)() as (node: Node) => string;
          const parsed = document.createElement('template');
          parsed.innerHTML = markup;
          const root = document.getElementById('root') as Node;
          return [shape(parsed.content), Array.from(root.childNodes, shape).join('')];
        },
        [serverMarkup, treeShape.toString()] as const,
      );
      if (serverShape !== browserShape)
        throw new Error(`markup differs\nserver:  ${serverShape}\nbrowser: ${browserShape}`);
    });
    await check(`${label}: the server markup hydrates without a warning`, async () => {
      messages.length = 0;
      await page.goto(`${server.url}/ssr.html`);
      await hydrated(page);
      await page.getByRole('heading', { name: 'Works quote' }).waitFor();
      if (messages.length > 0) throw new Error(messages.join('\n'));
    });
    await check(`${label}: axe finds no violation, before and after a submit with no answers`, async () => {
      const before = await axeViolations(page);
      await page.getByRole('button', { name: 'Check answers' }).click();
      await page.getByRole('link', { name: 'Enter the project name' }).waitFor();
      const after = await axeViolations(page);
      if (before.length + after.length > 0) throw new Error(JSON.stringify({ before, after }, null, 2));
      if (messages.length > 0) throw new Error(messages.join('\n'));
    });
    await check(
      `${label}: a failed submit focuses the first invalid field (react-hook-form through the forwarded refs)`,
      async () => {
        await checkFocusOnError(page);
        if (messages.length > 0) throw new Error(messages.join('\n'));
      },
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

async function main(): Promise<void> {
  let release = '';
  let tarballs: Record<string, string> = {};
  await check('domain, ui and api-client build, and changeset version bumps them with their changelogs', () => {
    release = versionRelease();
    const changelog = readFileSync(join(release, 'packages/ui/CHANGELOG.md'), 'utf8');
    if (!changelog.includes(`## ${packageVersion(join(release, 'packages/ui'))}`))
      throw new Error(`ui's CHANGELOG.md has no entry for its new version:\n${changelog.slice(0, 600)}`);
  });
  await check('the released packages pack, and attw and publint (strict) find no problem in them', () => {
    tarballs = packRelease(release);
    lintPackages(tarballs);
  });
  let registry: PrivateRegistry | undefined;
  await check('a private registry (verdaccio) starts on loopback and registers the publisher', async () => {
    registry = await startPrivateRegistry(join(work, 'registry'));
  });
  const started = registry;
  if (!started) return;
  try {
    await check('changeset publish puts the three packages on a private registry (verdaccio on loopback)', () =>
      publishRelease(release, started),
    );
    await runExample(release, started);
  } finally {
    await started.stop();
  }
}

/** The outside app, installed from the private registry, checked under React 19 and then 18. */
async function runExample(release: string, registry: PrivateRegistry): Promise<void> {
  const app = join(work, 'react19');
  await check('the example installs @buildcover/ui and @buildcover/domain from the private registry', () =>
    installExample(app, release, registry),
  );
  await check('an app without the rich-text editor installs no Tiptap, ProseMirror or DOMPurify package', () => {
    const { names, bytes } = installedPackages(app);
    console.log(
      `  ${names.length} packages, ${(bytes / 1024 / 1024).toFixed(1)} MB in node_modules (vite, typescript and React included)`,
    );
    const editor = names.filter((name) => editorPackage.test(name));
    if (editor.length > 0) throw new Error(`installed for an editor the app does not use: ${editor.join(', ')}`);
  });
  await check('the example type-checks (strict), builds and renders in plain Node', () => buildExample(app));
  await check('CommonJS: require() loads @buildcover/ui and @buildcover/domain and renders in plain Node', () => {
    run(process.execPath, ['require.cjs'], app);
  });
  let sizes: Record<string, number> = {};
  await check('a page importing only Button pays at most 15 KB gzip over react-aria-components Button', () => {
    sizes = JSON.parse(run(process.execPath, ['size.mjs'], app)) as Record<string, number>;
    for (const [page, bytes] of Object.entries(sizes)) console.log(`  ${page}: ${(bytes / 1024).toFixed(1)} KB gzip`);
    const extra = (sizes.button ?? Infinity) - (sizes['aria-button'] ?? 0);
    console.log(
      `  Button page ${sizes.button} B, react-aria-components Button ${sizes['aria-button']} B, extra ${extra} B gzip`,
    );
    if (extra > buttonBudgetBytes) throw new Error(`extra ${extra} B > ${buttonBudgetBytes} B`);
  });
  await check('pages of one YesNoQuestion or one ClaimList stay within their budgets', () => {
    const over = Object.entries(pageBudgetBytes)
      .filter(([page, budget]) => (sizes[page] ?? Infinity) > budget)
      .map(([page, budget]) => `${page}: ${sizes[page]} B > ${budget} B`);
    if (over.length > 0) throw new Error(over.join('\n'));
  });
  await checkInBrowser(app, 'React 19');
  // The same app moved to React 18 in place: four packages change, the rest of the install stays.
  await check('React 18: the example installs, type-checks, builds and renders in plain Node', () => {
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...react18], app);
    rmSync(join(app, 'dist'), { recursive: true, force: true });
    rmSync(join(app, 'dist-ssr'), { recursive: true, force: true });
    buildExample(app);
  });
  await checkInBrowser(app, 'React 18');
}

try {
  await main();
} catch {
  // Printed by check(); the report and the exit code say the rest.
} finally {
  if (!args.includes('--keep')) rmSync(work, { recursive: true, force: true });
  else console.log(`kept ${work}`);
  if (reportPath) writeFileSync(reportPath, JSON.stringify({ passed, failed }));
  console.log(`consumer check: ${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}
