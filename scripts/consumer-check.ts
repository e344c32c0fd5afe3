// The consumer check (`npm test` runs it): examples/consumer, an outside app, on the packed
// @buildcover/domain and @buildcover/ui tarballs, never the workspace source.
//   1. build the packages (@buildcover/api-client too) and `npm pack` them into a temp dir;
//      @arethetypeswrong/cli and publint (strict) find no problem in any tarball
//   2. copy the example beside them and `npm install` it from the tarballs (npm cache first)
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
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Locator, type Page } from 'playwright-core';
import { axeViolations } from '../e2e/support/axe';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
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
const react18 = ['react@^18.3.0', 'react-dom@^18.3.0', '@types/react@^18.3.0', '@types/react-dom@^18.3.0'];
const work = mkdtempSync(join(tmpdir(), 'buildcover-consumer-'));
let passed = 0;
let failed = 0;

function run(command: string, commandArgs: string[], cwd: string, env: Record<string, string> = {}): string {
  const shown = [command, ...commandArgs].join(' ').replaceAll(work, '$TMP').replaceAll(root + '/', '');
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

/** Every published package built and packed: its name → `file:` tarball. */
function packPackages(): Record<string, string> {
  run('npm', ['run', 'build', ...publishedPackages.flatMap((name) => ['--workspace', `@buildcover/${name}`])], root);
  const packs = join(work, 'packs');
  mkdirSync(packs);
  return Object.fromEntries(
    publishedPackages.map((name) => {
      // Packed from a copy: prepack rewrites package.json without the source condition, which a
      // Vitest or Vite running meanwhile in this tree (npm test runs them side by side) must not see.
      const copy = join(work, 'pack-from', 'packages', name);
      cpSync(join(root, 'packages', name), copy, { recursive: true, filter: (path) => !path.includes('node_modules') });
      // Its prepack and postpack scripts name ../../scripts/pack-manifest.mjs.
      if (!existsSync(join(work, 'pack-from', 'scripts'))) symlinkSync(join(root, 'scripts'), join(work, 'pack-from', 'scripts'));
      run('npm', ['pack', '--pack-destination', packs], copy);
      // npm names a tarball of @scope/name@version scope-name-version.tgz.
      const { version } = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')) as { version: string };
      return [`@buildcover/${name}`, `file:${join(packs, `buildcover-${name}-${version}.tgz`)}`];
    }),
  );
}

/**
 * What a consumer's tools read of each tarball: its types under every TypeScript resolution
 * (node10, node16 from CJS and ESM, bundler) and its manifest (exports, files, fields), warnings
 * counted as failures.
 */
function lintPackages(tarballs: Record<string, string>): void {
  for (const tarball of Object.values(tarballs).map((spec) => spec.replace(/^file:/, ''))) {
    run(join(root, 'node_modules/.bin/attw'), [tarball, '--format', 'ascii'], root);
    run(join(root, 'node_modules/.bin/publint'), [tarball, '--strict'], root);
  }
}

/** The example copied to `dir` with the tarballs as its @buildcover dependencies, installed. */
function installExample(dir: string, tarballs: Record<string, string>): void {
  cpSync(join(root, 'examples/consumer'), dir, { recursive: true, filter: (path) => !/node_modules|dist/.test(path) });
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  // The example uses ui and domain; api-client is packed and linted, not installed.
  Object.assign(manifest.dependencies, { '@buildcover/domain': tarballs['@buildcover/domain'], '@buildcover/ui': tarballs['@buildcover/ui'] });
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], dir);
}

/** Packages only the rich-text editor needs: optional peers, installed by the apps that use it. */
const editorPackage = /^(@tiptap\/|prosemirror-|dompurify$|linkifyjs$|orderedmap$|rope-sequence$|w3c-keyname$)/;

/** Every package installed under `dir`, by name, with what they weigh on disk (npm's own record). */
function installedPackages(dir: string): { names: string[]; bytes: number } {
  const lock = JSON.parse(readFileSync(join(dir, 'node_modules/.package-lock.json'), 'utf8')) as { packages: Record<string, unknown> };
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
  await expectFocused(form.getByRole('radiogroup', { name: /Is the work already under way/ }).getByRole('radio', { name: 'Yes' }), 'YesNoQuestion (its Yes option)');
  await page.keyboard.press('Space');
  await submit.click();
  await expectFocused(form.getByRole('textbox', { name: /Phone number/ }), 'TextField');
  await page.keyboard.type('0400 123 456');
  await submit.click();
  await expectFocused(form.getByRole('group', { name: /First day we may call/ }).getByRole('spinbutton').first(), 'DateField (its day segment)');
  await page.keyboard.type('01022031');
  await submit.click();
  await expectFocused(form.getByRole('checkbox', { name: /I agree to be called/ }), 'Checkbox');
  await page.keyboard.press('Space');
  await submit.click();
  await form.getByRole('status').filter({ hasText: 'We will call 0400 123 456 from 2031-02-01.' }).waitFor({ timeout: 5000 });
}

async function checkInBrowser(dir: string, label: string): Promise<void> {
  const server = await serveDirectory(join(dir, 'dist'));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
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
      if (serverShape !== browserShape) throw new Error(`markup differs\nserver:  ${serverShape}\nbrowser: ${browserShape}`);
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
    await check(`${label}: a failed submit focuses the first invalid field (react-hook-form through the forwarded refs)`, async () => {
      await checkFocusOnError(page);
      if (messages.length > 0) throw new Error(messages.join('\n'));
    });
  } finally {
    await browser.close();
    await server.close();
  }
}

async function main(): Promise<void> {
  let tarballs: Record<string, string> = {};
  await check('domain, ui and api-client build and pack', () => {
    tarballs = packPackages();
  });
  await check('attw and publint (strict) find no problem in the tarballs', () => lintPackages(tarballs));
  const app = join(work, 'react19');
  await check('the example installs from the tarballs alone', () => installExample(app, tarballs));
  await check('an app without the rich-text editor installs no Tiptap, ProseMirror or DOMPurify package', () => {
    const { names, bytes } = installedPackages(app);
    console.log(`  ${names.length} packages, ${(bytes / 1024 / 1024).toFixed(1)} MB in node_modules (vite, typescript and React included)`);
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
    console.log(`  Button page ${sizes.button} B, react-aria-components Button ${sizes['aria-button']} B, extra ${extra} B gzip`);
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
