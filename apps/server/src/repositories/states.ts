import { asc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { states } from '../db/schema';

export function stateRepository(db: Database) {
  return {
    all: () =>
      db.select({ state_code: states.state_code, name: states.name }).from(states).orderBy(asc(states.state_code)),
  };
}
