import { ilike, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { insureds, quotes } from '../db/schema';

/**
 * Ids of the quotes whose ref, or whose holder's name or e-mail, matches a LIKE pattern: the
 * search branch the policy and transaction lists share (each ILIKE on its trigram index).
 */
export function quotesMatching(db: Database, pattern: string) {
  return db
    .select({ id: quotes.id })
    .from(quotes)
    .where(
      or(
        ilike(quotes.ref, pattern),
        inArray(
          quotes.insured_id,
          db
            .select({ id: insureds.id })
            .from(insureds)
            .where(or(ilike(insureds.full_name, pattern), ilike(insureds.email, pattern))),
        ),
      ),
    );
}
