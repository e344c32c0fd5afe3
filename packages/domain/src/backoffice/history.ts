/**
 * A quote's history as staff read it (History tab): what each recorded action is called and which
 * values it changed, old → new. The server builds entries from its audit log and outbox with these.
 */

import { proposalFields } from '../proposal/fields';
import { premiumBreakdownFields } from '../rating/breakdown';
import { transactionStatusLabels } from '../payment/transactions';
import { policyStatusLabels } from '../policy/status';
import { policyDocumentKeys } from '../reference/documents';
import { quoteStatusLabel } from '../reference/quoteStatus';
import { outboxStatusLabels } from './outbox';
import { quoteFieldLabels } from './quoteFields';

/** Fields a History entry names that are neither the quote's, a premium line, a document nor a proposal question. */
const otherFieldLabels: Readonly<Record<string, string>> = {
  note: 'Note',
  to: 'To',
  subject: 'Subject',
  delivery: 'Delivery',
};

const labelByKey = new Map<string, string>([
  ...premiumBreakdownFields.map(({ key, label }) => [key, label] as const),
  ...policyDocumentKeys.map(({ key, label }) => [key, label] as const),
]);

/**
 * A changed field as the editor labels it: 'premium.base' → 'Base Premium', 'uploaded_coc' → 'COC',
 * a section's 'street' → its proposal question. A path nothing labels reads as its words.
 */
export function historyFieldLabel(field: string): string {
  const own = (quoteFieldLabels as Readonly<Record<string, string>>)[field] ?? otherFieldLabels[field];
  if (own) return own;
  const last = field.slice(field.lastIndexOf('.') + 1);
  const known =
    labelByKey.get(last) ??
    proposalFields.find((f) => f.api !== null && (f.api === field || f.api.endsWith(`.${field}`)))?.label;
  if (known) return known;
  const words = field.replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How each audited action reads in the History tab; unknown actions read as their code. */
export const historyActionLabels: Readonly<Record<string, string>> = {
  submit: 'Proposal submitted',
  update_info: 'Quote details saved',
  set_insurer: 'Insurer chosen',
  set_premium: 'Premium saved',
  update_insured: 'Policy holder saved',
  update_address: 'Property location saved',
  update_cover: 'Cover saved',
  update_project: 'Project details saved',
  update_claimRisk: 'Previous claims saved',
  update_holderRisk: 'Property holder risk saved',
  update_propertyRisk: 'Property risk saved',
  update: 'Details saved',
  create_note: 'Note added',
  update_note: 'Note corrected',
  update_documents: 'Documents uploaded',
  payment_link: 'Payment link sent',
  pay: 'Paid by card',
  payment_failed: 'Card payment failed',
  refund: 'Payment refunded',
  refund_refused: 'Refund refused by the gateway',
  send_documents: 'Policy documents sent',
  mail: 'Mail sent',
};

export function historyActionLabel(action: string): string {
  return historyActionLabels[action] ?? action.replace(/_/g, ' ');
}

/** Who did it, in words: staff by name, the customer for public calls, the system for mail. */
export function historyActorLabel(actor: string): string {
  if (actor === 'public') return 'Customer';
  if (actor === 'system') return 'System';
  return actor.replace(/\s*<[^>]*>\s*$/, '') || actor;
}

type StatusLabel = (status: string) => string;
const from =
  (labels: Readonly<Record<string, string>>): StatusLabel =>
  (status) =>
    labels[status] ?? status;

/**
 * Which table names a status an entry recorded: a field says whose status it is, and a plain
 * 'status' is the status of what the action changed (a payment's for a refund or a failed attempt, the policy's when
 * paid, the mail's when resent, else the quote's).
 */
function statusLabelFor(action: string, field: string): StatusLabel | undefined {
  if (field === 'quote_status') return quoteStatusLabel;
  if (field === 'policy_status') return from(policyStatusLabels);
  if (field === 'delivery') return from(outboxStatusLabels);
  if (field !== 'status') return undefined;
  if (action === 'refund' || action === 'payment_failed') return from(transactionStatusLabels);
  if (action === 'pay') return from(policyStatusLabels);
  if (action === 'resend') return from(outboxStatusLabels);
  return quoteStatusLabel;
}

/** A changed value as staff read it: a status by its label ('referred' → 'Referred to Insurer'), anything else as recorded. */
export function historyValueText(action: string, field: string, value: string | null): string | null {
  if (value === null) return null;
  return statusLabelFor(action, field)?.(value) ?? value;
}

export interface HistoryChange {
  field: string;
  from: string | null;
  to: string | null;
}

/** A list item as text: a recorded reason by its words, anything else as it was stored. */
function itemText(item: unknown): string {
  if (item === null || typeof item !== 'object') return String(item);
  const record = item as Record<string, unknown>;
  return typeof record.reason === 'string' ? record.reason : JSON.stringify(item);
}

/** Every leaf of a snapshot by dotted path ("premium.base"), as text. */
function leaves(value: unknown, prefix: string, out: Map<string, string | null>): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value as Record<string, unknown>))
      leaves(inner, prefix ? `${prefix}.${key}` : key, out);
    return;
  }
  if (!prefix) return;
  // Nothing recorded (an empty list of reasons too) is no value, not an empty one.
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
    out.set(prefix, null);
  else if (Array.isArray(value)) out.set(prefix, value.map(itemText).join('; '));
  else out.set(prefix, String(value));
}

/** The values an action changed: each path whose text differs between the two snapshots. */
export function historyChanges(before: unknown, after: unknown): HistoryChange[] {
  const from = new Map<string, string | null>();
  const to = new Map<string, string | null>();
  leaves(before, '', from);
  leaves(after, '', to);
  const fields = [...new Set([...from.keys(), ...to.keys()])];
  return fields.flatMap((field) => {
    const a = from.get(field) ?? null;
    const b = to.get(field) ?? null;
    return a === b ? [] : [{ field, from: a, to: b }];
  });
}
