// `npm run bench -- …` (API) and `npm run bench:web -- …` (web): runs the TypeScript benchmark with tsx and the monorepo's source condition.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const [which, ...rest] = process.argv.slice(2);
const web = which === 'web';
const script = fileURLToPath(new URL(web ? './web/run.ts' : './api/run.ts', import.meta.url));
const { status, signal } = spawnSync(process.execPath, ['--conditions=@buildcover/source', '--import', 'tsx', script, ...(web ? rest : process.argv.slice(2))], { stdio: 'inherit' });
process.exit(status ?? (signal ? 1 : 0));
