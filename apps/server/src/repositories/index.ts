import type { Database } from '../db/database';
import { fileRepository } from './files';
import { sessionRepository } from './sessions';
import { stateRepository } from './states';
import { userRepository } from './users';

/** Every repository over one executor: the app's database, or a transaction. */
export function createRepositories(db: Database) {
  return {
    users: userRepository(db),
    sessions: sessionRepository(db),
    states: stateRepository(db),
    files: fileRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
