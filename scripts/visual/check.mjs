#!/usr/bin/env node
// Visual regression check: every Storybook story rendered in Chromium and compared with its
// committed baseline PNG.
//
//   node scripts/visual/check.mjs                 compare every story (writes missing baselines unless CI=true)
//   node scripts/visual/check.mjs --accept        overwrite baselines with what renders now
//   node scripts/visual/check.mjs [ids...]        only stories whose id contains one of the words
//   --report <file>                               also write { passed, failed, skipped, failures } as JSON
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureStorybookBuild } from './storybook-build.mjs';
import { serveDirectory } from './static-server.mjs';
import { captureStory, openBrowser, openStoryPage } from './capture.mjs';
import { compareScreenshots } from './compare.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const staticDir = join(root, 'storybook-static');
const baselineDir = join(root, 'packages/ui/visual-baselines');
const diffDir = join(root, 'visual-diff');
const parallelPages = 3;
/** Stories opt out with `tags: ['!visual']`, which removes the project-wide `visual` tag. */
const visualTag = 'visual';

const args = process.argv.slice(2);
const accept = args.includes('--accept');
const reportIndex = args.indexOf('--report');
const reportFile = reportIndex === -1 ? null : args[reportIndex + 1];
const filters = args.filter((arg, i) => !arg.startsWith('--') && (reportIndex === -1 || i !== reportIndex + 1));
const inCi = process.env.CI === 'true' || process.env.CI === '1';

function listStories() {
  const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
  const all = Object.values(index.entries).filter((entry) => entry.type === 'story');
  const wanted = all.filter((entry) => filters.length === 0 || filters.some((word) => entry.id.includes(word)));
  return {
    stories: wanted.filter((entry) => entry.tags?.includes(visualTag)),
    skipped: wanted.filter((entry) => !entry.tags?.includes(visualTag)),
    allIds: new Set(all.map((entry) => entry.id)),
  };
}

/** Runs `work` over `items` in `limit` lanes, one item at a time in each; `work` is told its lane's number. */
async function inParallel(items, limit, work) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async (_, lane) => {
    while (next < items.length) {
      const item = items[next++];
      await work(item, lane);
    }
  });
  await Promise.all(lanes);
}

/**
 * `storyPage` renders the story (see openStoryPage). A story that fails there is rendered again in a
 * page of its own, whose error is the one reported; so is a picture that differs (below).
 */
async function checkStory(context, storyPage, baseUrl, story) {
  const baselineFile = join(baselineDir, `${story.id}.png`);
  const actual = await storyPage.capture(story.id).catch(() => captureStory(context, baseUrl, story.id));
  if (accept) {
    writeFileSync(baselineFile, actual);
    return { status: 'accepted' };
  }
  if (!existsSync(baselineFile)) {
    if (inCi) return { status: 'failed', reason: 'no baseline: run `npm run visual:accept` and commit it', actual };
    writeFileSync(baselineFile, actual);
    return { status: 'new' };
  }
  const expected = readFileSync(baselineFile);
  let result = compareScreenshots(expected, actual);
  let latest = actual;
  if (!result.ok) {
    // One more render, in a page of its own, rules out a frame caught mid-paint or anything an
    // earlier story left in the shared page before calling it a regression.
    latest = await captureStory(context, baseUrl, story.id);
    result = compareScreenshots(expected, latest);
  }
  if (result.ok) return { status: 'passed' };
  return { status: 'failed', reason: result.reason, actual: latest, diff: result.diffPng };
}

function writeFailureImages(storyId, outcome) {
  mkdirSync(diffDir, { recursive: true });
  if (outcome.actual) writeFileSync(join(diffDir, `${storyId}.actual.png`), outcome.actual);
  if (outcome.diff) writeFileSync(join(diffDir, `${storyId}.diff.png`), outcome.diff);
}

async function main() {
  const started = Date.now();
  const { built } = ensureStorybookBuild(root, staticDir);
  const { stories, skipped, allIds } = listStories();
  mkdirSync(baselineDir, { recursive: true });
  rmSync(diffDir, { recursive: true, force: true });

  const server = await serveDirectory(staticDir);
  const { browser, context } = await openBrowser();
  const outcomes = new Map();
  const storyPages = Array.from({ length: parallelPages }, () => openStoryPage(context, server.url));
  try {
    await inParallel(stories, parallelPages, async (story, lane) => {
      try {
        outcomes.set(story.id, await checkStory(context, storyPages[lane], server.url, story));
      } catch (error) {
        outcomes.set(story.id, { status: 'failed', reason: `did not render: ${error.message.split('\n')[0]}` });
      }
    });
  } finally {
    for (const storyPage of storyPages) await storyPage.close();
    await browser.close();
    await server.close();
  }

  const failures = [];
  for (const story of stories) {
    const outcome = outcomes.get(story.id);
    if (outcome.status === 'failed') {
      failures.push({ id: story.id, reason: outcome.reason });
      writeFailureImages(story.id, outcome);
      console.log(`  ✗ ${story.id}: ${outcome.reason}`);
    } else if (outcome.status === 'new') {
      console.log(`  + ${story.id}: new baseline written (commit it)`);
    }
  }
  const orphans = readdirSync(baselineDir)
    .filter((file) => file.endsWith('.png'))
    .map((file) => file.slice(0, -4))
    .filter((id) => !allIds.has(id));
  for (const id of orphans) {
    if (accept && filters.length === 0) {
      rmSync(join(baselineDir, `${id}.png`));
      console.log(`  - ${id}: story no longer exists, baseline removed`);
    } else {
      console.log(`  ? ${id}: baseline without a story (removed by \`npm run visual:accept\`)`);
    }
  }
  for (const story of skipped) console.log(`  ~ ${story.id}: skipped (tagged !visual)`);

  const passed = stories.length - failures.length;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const where = relative(root, baselineDir);
  if (accept) console.log(`visual: ${passed} baselines written to ${where} in ${seconds}s`);
  else
    console.log(
      `visual: ${passed} passed, ${failures.length} failed, ${skipped.length} skipped in ${seconds}s${built ? ' (Storybook rebuilt)' : ''}`,
    );
  if (failures.length > 0) {
    console.log(`visual: actual and diff images are in ${relative(root, diffDir)}/. If the change is intended, run`);
    console.log(`        npm run visual:accept -- ${failures.map((f) => f.id).join(' ')}`);
  }
  if (reportFile) {
    writeFileSync(
      reportFile,
      JSON.stringify({ passed, failed: failures.length, skipped: skipped.length, failures }, null, 2),
    );
  }
  process.exitCode = failures.length > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(`visual: ${error.stack ?? error}`);
  if (reportFile)
    writeFileSync(
      reportFile,
      JSON.stringify({
        passed: 0,
        failed: 1,
        skipped: 0,
        failures: [{ id: '(setup)', reason: String(error.message ?? error) }],
      }),
    );
  process.exitCode = 1;
});
