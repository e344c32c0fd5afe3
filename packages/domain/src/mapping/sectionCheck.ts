import type { z } from 'zod';
import { pathSegments } from '../proposal/schema';
import { proposalFields, type ProposalFieldDef } from '../proposal/fields';
import { validateProposal, type ProposalIssue } from '../proposal/validate';
import { storedAnswers, withStoredUploads, type QuoteRecord } from './editor';
import { fromQuoteRequest } from './quoteRequest';
import { sectionUpdateSchemas } from './updateSchemas';
import type { SectionUpdateKind } from './sectionUpdates';

type Loose = Record<string, unknown>;

/** Which save carries a field (by its payload path). */
export function updateKindOf(def: ProposalFieldDef): SectionUpdateKind | null {
  const api = def.api ?? '';
  if (api.startsWith('insured.')) return 'insured';
  if (api.startsWith('property.address.')) return 'address';
  if (api === 'property.valuation' || api.startsWith('covers.')) return 'cover';
  if (api.startsWith('property.')) return 'project';
  if (api.startsWith('claim_risk.')) return 'claimRisk';
  if (api.startsWith('property_holder_risk.')) return 'holderRisk';
  if (api.startsWith('property_risk.')) return 'propertyRisk';
  return null;
}

/** A field's path inside a save body: 'insured.first_name' → 'first_name'. */
export function updateBodyPath(kind: SectionUpdateKind, apiPath: string): string {
  if (kind === 'insured') return apiPath.replace(/^insured\./, '');
  if (kind === 'address') return apiPath.replace(/^property\.address\./, '');
  if (kind === 'cover') return apiPath === 'property.valuation' ? 'valuation' : apiPath.replace(/^covers\.0\./, '');
  if (kind === 'project') return apiPath.replace(/^property\./, '');
  return apiPath.replace(/^[a-z_]+\./, '');
}

/**
 * The server's check of a section save: the stored quote's answers with the body applied (an
 * insured saved on its own has no stored quote: its body only), run through the editor's rules
 * for that save's fields only. Issues carry paths inside the body.
 */
export function validateSectionUpdate(
  kind: SectionUpdateKind,
  body: unknown,
  stored: QuoteRecord | null,
  options: { today?: string; formatsChecked?: boolean } = {},
): ProposalIssue[] {
  const b: Loose = typeof body === 'object' && body !== null ? { ...body } : {};
  const answered = stored ? storedAnswers(stored) : null;
  const property = answered?.property ?? { address: null };
  const applied: Record<SectionUpdateKind, Loose> = {
    insured: { insured: b },
    address: { property: { ...property, address: { ...property.address, ...b } } },
    cover: { property: { ...property, valuation: b.valuation }, covers: [{ ...stored?.covers[0], ...b }] },
    project: { property: { ...b, address: property.address } },
    claimRisk: { claim_risk: b },
    holderRisk: { property_holder_risk: b },
    propertyRisk: { property_risk: withStoredUploads(b, stored?.files ?? []) },
  };
  const values = fromQuoteRequest({ ...answered, ...applied[kind] }, { padClaims: false });
  const issues = validateProposal(values, {
    mode: 'editor',
    formatsChecked: options.formatsChecked ?? false,
    ...(options.today ? { today: options.today } : {}),
    only: (def) => updateKindOf(def) === kind,
  });
  return issues.map((issue) => {
    const claim = /^claims\.(\d+)\.(.+)$/.exec(issue.path);
    if (issue.path === 'claims') return { path: 'claims', message: issue.message };
    const def = proposalFields.find((d) => d.path === (claim ? `claims.*.${claim[2]}` : issue.path));
    const api = def?.api ? (claim ? def.api.replace('*', claim[1] as string) : def.api) : issue.path;
    return { path: updateBodyPath(kind, api), message: issue.message };
  });
}

/**
 * The editor's form path of a field a section save's answer names by its body path (the reverse
 * of `updateBodyPath`): 'contact_no' on the insured save → 'policyHolder.contactPhone',
 * 'claims.1.cost' → 'claims.1.cost'. Undefined when no field of that save has it.
 */
export function sectionUpdateFormPath(kind: SectionUpdateKind, bodyPath: string): string | undefined {
  const claim = /^claims\.(\d+)\.(.+)$/.exec(bodyPath);
  const wanted = claim ? `claims.*.${claim[2]}` : bodyPath;
  const def = proposalFields.find((d) => d.api && updateKindOf(d) === kind && updateBodyPath(kind, d.api) === wanted);
  if (!def) return bodyPath === 'claims' && kind === 'claimRisk' ? 'claims' : undefined;
  return claim ? def.path.replace('*', claim[1] as string) : def.path;
}

/**
 * The full check of a section save for a route: the body's shape, then the editor's rules for
 * that save against the stored quote, with issues at body paths ("contact_no", "claims.1.cost").
 */
export function createSectionUpdateSchema(
  kind: SectionUpdateKind,
  stored: QuoteRecord,
  options: { today?: string } = {},
): z.ZodType {
  const shape: z.ZodType = sectionUpdateSchemas[kind];
  return shape.superRefine((body, ctx) => {
    // The shape checked each answer's format with the same words: not twice.
    for (const issue of validateSectionUpdate(kind, body, stored, { ...options, formatsChecked: true })) {
      ctx.addIssue({ code: 'custom', path: pathSegments(issue.path), message: issue.message });
    }
  });
}
