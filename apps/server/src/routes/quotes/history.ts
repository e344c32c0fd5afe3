import { historyActionLabel, historyChanges, notePreview, type HistoryChange } from '@buildcover/domain';
import { api, fileKeyPattern, type QuoteHistoryEntry } from '@buildcover/domain/api';
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
    // A correction keeps the earlier text: old → new.
    const text = (record: unknown) => {
      const note = (record as { note?: unknown } | null)?.note;
      return typeof note === 'string' ? notePreview(note) : null;
    };
    return [{ field: 'note', from: text(row.before), to: text(row.after) }];
  }
  // A section save records the record id and its timestamp beside the values, a payment or refund
  // the ids of its policy and payment: none is a change the user made (the entry has its own time).
  const strip = (value: unknown): unknown => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const {
      record_id: _record,
      updated_at: _updated,
      policy_id: _policy,
      payment_id: _payment,
      ...rest
    } = value as Record<string, unknown>;
    return rest;
  };
  return historyChanges(strip(row.before), strip(row.after));
}

const auditEntry = (row: AuditRow): QuoteHistoryEntry => {
  const action = actionOf(row);
  return {
    id: `audit-${row.id}`,
    at: iso(row.created_at)!,
    actor: row.actor,
    action,
    label: historyActionLabel(action),
    changes: changesOf(row),
  };
};

/** The audit log keeps the insurer chosen by id: History names it. */
const INSURER_ID = 'insurer_id';
type Names = { insurers: Map<number, string>; files: Map<string, string> };

/** What the entries name by id: the insurers chosen and the stored files (by key). */
function referencesOf(entries: QuoteHistoryEntry[]): { insurerIds: number[]; fileKeys: string[] } {
  const insurerIds = new Set<number>();
  const fileKeys = new Set<string>();
  for (const { field, from, to } of entries.flatMap((e) => e.changes)) {
    for (const value of [from, to]) {
      if (value === null) continue;
      if (field === INSURER_ID) insurerIds.add(Number(value));
      else if (fileKeyPattern.test(value)) fileKeys.add(value);
    }
  }
  return { insurerIds: [...insurerIds].filter(Number.isInteger), fileKeys: [...fileKeys] };
}

/** An insurer by its name and a file by the name it was uploaded with, instead of their ids and keys. */
function named(entry: QuoteHistoryEntry, names: Names): QuoteHistoryEntry {
  const word = (field: string, value: string | null): string | null => {
    if (value === null) return null;
    if (field === INSURER_ID) return names.insurers.get(Number(value)) ?? value;
    return names.files.get(value) ?? value;
  };
  return {
    ...entry,
    changes: entry.changes.map(({ field, from, to }) => ({
      field: field === INSURER_ID ? 'insurer' : field,
      from: word(field, from),
      to: word(field, to),
    })),
  };
}

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
      const [audits, mail] = await Promise.all([
        app.repos.quoteHistory.auditRows(scope),
        app.repos.quoteHistory.mail(scope),
      ]);
      // A quote's history is a few dozen entries: merged and paged here, newest first.
      const entries = [...audits.map(auditEntry), ...mail.map(mailEntry)].sort(
        (a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id),
      );
      const { start, limit } = request.query;
      const page = entries.slice(start, start + limit);
      const names = await app.repos.quoteHistory.names(referencesOf(page));
      return listBody(
        page.map((entry) => named(entry, names)),
        entries.length,
      );
    },
  });
};

export default quoteHistoryRoutes;
