// `npm run bench -- …` (API), `npm run bench:lists -- …` (back-office lists), `npm run bench:web -- …` (web) and `npm run bench:web:typing -- …` (key → paint, builds side by side): runs the TypeScript benchmark with tsx and the monorepo's source condition.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const [which, ...rest] = process.argv.slice(2);
const scripts = { web: './web/run.ts', typing: './web/typing.ts', lists: './api/lists.ts', cost: './api/cost.ts' };
const named = Object.hasOwn(scripts, which);
const script = fileURLToPath(new URL(named ? scripts[which] : './api/run.ts', import.meta.url));
const { status, signal } = spawnSync(
  process.execPath,
  ['--conditions=@buildcover/source', '--import', 'tsx', script, ...(named ? rest : process.argv.slice(2))],
  { stdio: 'inherit' },
);
process.exit(status ?? (signal ? 1 : 0));
