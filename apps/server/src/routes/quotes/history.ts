import { historyActionLabel, historyChanges, notePreview, type HistoryChange } from '@buildcover/domain';
import { api, type QuoteHistoryEntry } from '@buildcover/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../auth/guards';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { iso, listBody } from '../../http/schemas';
import type { AuditRow, OutboxRow } from '../../repositories/quoteHistory';
import { QUOTE_NOT_FOUND } from './schemas';

/** The audit log's action for an entity, as the History tab names it ('create' on a note → 'create_note'). */
function actionOf(row: AuditRow): string {
  if (row.entity === 'note') return `${row.action}_note`;
  if (row.entity === 'insured') return `${row.action}_insured`;
  return row.action;
}

function changesOf(row: AuditRow): HistoryChange[] {
  if (row.entity === 'note') {
    const note = (row.after as { note?: unknown } | null)?.note;
    return [{ field: 'note', from: null, to: typeof note === 'string' ? notePreview(note) : null }];
  }
  // A section save records the record id and its timestamp beside the values: neither is a change
  // the user made (the entry has its own time).
  const strip = (value: unknown): unknown => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const { record_id: _record, updated_at: _updated, ...rest } = value as Record<string, unknown>;
    return rest;
  };
  return historyChanges(strip(row.before), strip(row.after));
}

const auditEntry = (row: AuditRow): QuoteHistoryEntry => {
  const action = actionOf(row);
  return { id: `audit-${row.id}`, at: iso(row.created_at)!, actor: row.actor, action, label: historyActionLabel(action), changes: changesOf(row) };
};

const mailEntry = (row: OutboxRow): QuoteHistoryEntry => ({
  id: `mail-${row.id}`,
  at: iso(row.created_at)!,
  actor: 'system',
  action: 'mail',
  label: historyActionLabel('mail'),
  changes: [
    { field: 'to', from: null, to: row.to },
    { field: 'subject', from: null, to: row.subject },
    { field: 'delivery', from: null, to: row.status },
  ],
});

/** GET /api/v1/quotes/{id}/history: the audit log and the outbox about one quote, newest first. */
const quoteHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(api.quoteHistory.list),
    preHandler: requireStaff,
    handler: async (request) => {
      const aggregate = await app.repos.quotes.loadAggregate(request.params.id);
      if (!aggregate) throw notFound(QUOTE_NOT_FOUND);
      const scope = {
        quoteId: aggregate.quote.id,
        policyId: aggregate.policy?.id ?? null,
        insuredIds: [aggregate.insured.id, ...(aggregate.addHolder ? [aggregate.addHolder.id] : [])],
      };
      const [audits, mail] = await Promise.all([app.repos.quoteHistory.auditRows(scope), app.repos.quoteHistory.mail(scope)]);
      // A quote's history is a few dozen entries: merged and paged here, newest first.
      const entries = [...audits.map(auditEntry), ...mail.map(mailEntry)].sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
      const { start, limit } = request.query;
      return listBody(entries.slice(start, start + limit), entries.length);
    },
  });
};

export default quoteHistoryRoutes;
