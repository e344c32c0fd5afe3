// `npm run bench -- …`: runs the TypeScript benchmark with tsx and the monorepo's source condition.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./api/run.ts', import.meta.url));
const { status, signal } = spawnSync(process.execPath, ['--conditions=@buildcover/source', '--import', 'tsx', script, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(status ?? (signal ? 1 : 0));
