import { centsToDecimal, isDecimalString, toCents } from '../money/cents';
import { proposalFields } from '../proposal/fields';
import type { QuoteRequest } from '../proposal/payload';
import { expandFieldPaths } from '../proposal/validate';
import { emptyClaimEntry, emptyProposal } from '../proposal/blank';
import { minimumClaimEntries } from '../proposal/fields';
import type { ProposalFormValues } from '../proposal/schema';
import { isFieldVisible } from '../reveal/visibility';
import { getPath, setPath } from '../util/path';
import { fromApiValue, noStartDate, toApiValue } from './convert';

/** The payload path of a form path: "claims.1.cost" → "claim_risk.claims.1.cost". */
export function apiPathOf(formPath: string): string | null {
  if (formPath === 'claims') return 'claim_risk.claims';
  const claim = /^claims\.(\d+)\.(.+)$/.exec(formPath);
  const def = proposalFields.find((d) => d.path === (claim ? `claims.*.${claim[2]}` : formPath));
  if (!def?.api) return null;
  return claim ? def.api.replace('*', claim[1] as string) : def.api;
}

/**
 * The form path of a payload path, so a 400's field errors land on their fields:
 * "insured.contact_no" → "policyHolder.contactPhone", "claim_risk.claims.1.cost" → "claims.1.cost".
 */
export function formPathOfApi(apiPath: string): string | null {
  if (apiPath === 'claim_risk.claims') return 'claims';
  const claim = /^claim_risk\.claims\.(\d+)\.(.+)$/.exec(apiPath);
  if (claim) {
    const def = proposalFields.find((d) => d.api === `claim_risk.claims.*.${claim[2]}`);
    return def ? def.path.replace('*', claim[1] as string) : 'claims';
  }
  return proposalFields.find((d) => d.api === apiPath)?.path ?? null;
}

const fullName = (first: unknown, last: unknown): string | null =>
  [first, last]
    .filter((part) => typeof part === 'string' && part.trim() !== '')
    .map((p) => (p as string).trim())
    .join(' ') || null;

/**
 * Form values → POST /api/v1/quotes/get payload. Hidden fields go as null, so an answer typed
 * and then hidden is never sent. `uid` is the quote id from GET /api/v1/quotes/get/id.
 */
export function toQuoteRequest(values: ProposalFormValues, uid: string): QuoteRequest {
  const payload: Record<string, unknown> = {};
  const claimsShown = isFieldVisible(values, 'claims');
  for (const def of proposalFields) {
    if (!def.api) continue;
    if (def.path.startsWith('claims.*.') && !claimsShown) continue;
    for (const path of expandFieldPaths(def, values)) {
      const apiPath = apiPathOf(path);
      if (apiPath)
        setPath(payload, apiPath, isFieldVisible(values, path) ? toApiValue(def, getPath(values, path)) : null);
    }
  }
  const insured = payload.insured as Record<string, unknown>;
  insured.name = fullName(insured.first_name, insured.last_name);
  if (isFieldVisible(values, 'additionalHolder.firstName')) {
    const holder = insured.add_holder as Record<string, unknown>;
    holder.name = fullName(holder.first_name, holder.last_name);
  } else {
    insured.add_holder = null;
  }
  const property = payload.property as Record<string, unknown>;
  (property.address as Record<string, unknown>).country = 'AU';
  property.proposed_start_date ??= noStartDate;
  const claimRisk = payload.claim_risk as Record<string, unknown>;
  const claims = (claimsShown ? (claimRisk.claims ?? []) : []) as Record<string, unknown>[];
  claimRisk.claims = claims;
  // The list replaced the single "claims in the last 3 years" set; its total is the listed costs.
  Object.assign(claimRisk, {
    clt_insurer: null,
    clt_claimed_date: null,
    clt_claimed_address: null,
    clt_claimed_for: null,
    clt_total_claims: claimsShown ? totalOf(claims.map((c) => c.cost)) : null,
  });
  payload.meta = { uid };
  return orderLike(payload) as QuoteRequest;
}

function totalOf(amounts: unknown[]): string | null {
  if (!amounts.every((a) => typeof a === 'string' && isDecimalString(a))) return null;
  return centsToDecimal(amounts.reduce<number>((sum, a) => sum + toCents(a as string), 0));
}

// Top-level keys in the spec's order, for readable payloads and stable snapshots in logs.
function orderLike(payload: Record<string, unknown>): Record<string, unknown> {
  const order = ['insured', 'property', 'claim_risk', 'property_holder_risk', 'property_risk', 'covers', 'meta'];
  return Object.fromEntries(order.map((key) => [key, payload[key]]));
}

/**
 * A payload (or a stored quote in the payload's shape) → form values: what the server checks
 * with the form's own rules (`padClaims: false`), and what the editor starts from.
 */
export function fromQuoteRequest(payload: unknown, options: { padClaims?: boolean } = {}): ProposalFormValues {
  const form = emptyProposal();
  const storedClaims = getPath(payload, 'claim_risk.claims');
  const claims = Array.isArray(storedClaims) ? storedClaims : [];
  // The form starts with two blank entries; a check of what was sent must see the list as sent.
  const length = options.padClaims === false ? claims.length : Math.max(claims.length, minimumClaimEntries);
  form.claims = Array.from({ length }, emptyClaimEntry);
  for (const def of proposalFields) {
    if (!def.api) continue;
    for (const path of expandFieldPaths(def, form)) {
      const apiPath = apiPathOf(path);
      if (apiPath) setPath(form, path, fromApiValue(def, getPath(payload, apiPath)));
    }
  }
  form.policyHolder.confirmEmailAddress = form.policyHolder.emailAddress;
  form.additionalHolder.confirmEmailAddress = form.additionalHolder.emailAddress;
  // An additional holder exists when the payload carries one (null or {} when there is none).
  const addHolder = getPath(payload, 'insured.add_holder');
  form.addPolicyHolder =
    addHolder !== null && typeof addHolder === 'object' && Object.keys(addHolder).length > 0 ? 'yes' : 'no';
  form.declaration = true;
  return form;
}
