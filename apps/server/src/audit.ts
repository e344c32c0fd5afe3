import type { FastifyRequest } from 'fastify';
import type { Database } from './db/database';
import { auditLogRepository } from './repositories/auditLog';

export interface AuditEntry {
  /** What happened, e.g. 'create', 'update', 'delete', 'status', 'upload'. */
  action: string;
  /** The table or resource, e.g. 'user', 'insurer', 'quote'. */
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  /** 'system' when the server acts on its own account (a pay link issued on submission), not the caller's. */
  actor?: 'system';
}

const SECRET_KEYS = /^(password|pass|secret|access|refresh|card_number|cvc|cvv)$|_hash$|token$|secret$/i;

/** Drops secrets (password hashes, tokens) from a snapshot before it is kept. */
function scrub(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(scrub);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !SECRET_KEYS.test(k))
        .map(([k, v]) => [k, scrub(v)]),
    );
  }
  return value;
}

/**
 * Records who changed what. Pass the transaction (`tx`) that makes the change, so the audit row
 * commits with it or not at all.
 */
export async function audit(db: Database, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  const user = entry.actor ? null : request.user;
  await auditLogRepository(db).record({
    user_id: user?.id ?? null,
    actor: entry.actor ?? (user ? `${user.name} <${user.email}>` : 'public'),
    ip: request.ip,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId == null ? null : String(entry.entityId),
    before: scrub(entry.before),
    after: scrub(entry.after),
  });
}
