// Worker entry: Node 20 does not apply --import hooks to a worker's own entry file, so tsx is registered here.
import { register } from 'tsx/esm/api';

register();
await import('./loadWorker.ts');
