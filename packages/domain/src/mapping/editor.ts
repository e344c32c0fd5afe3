import { proposalFields, type ProposalFieldDef } from '../proposal/fields';
import type {
  AddressPayload,
  ClaimRiskPayload,
  HolderPayload,
  ProjectPayload,
  PropertyHolderRiskPayload,
  PropertyRiskPayload,
} from '../proposal/payload';
import type { ProposalSectionId } from '../proposal/sections';
import type { ProposalFormValues } from '../proposal/values';
import { validateProposal, type ProposalIssue } from '../proposal/validate';
import { fromQuoteRequest, toQuoteRequest } from './quoteRequest';

type Id = string | number;
type Loose = Record<string, unknown>;

/** A quote as GET /api/v1/quotes/{id} reads it back (back-office §3); only what the editor uses. */
export interface QuoteRecord {
  id?: Id;
  ref?: string | null;
  status?: string | null;
  insured?: (Loose & { id?: Id; full_name?: string | null; add_holder?: (Loose & { id?: Id }) | null }) | null;
  address?: Loose | null;
  property?: (Loose & { id?: Id; address?: (Loose & { id?: Id }) | null }) | null;
  covers?: (Loose & { id?: Id })[] | null;
  claim_risk?: (Loose & { id?: Id; claims?: Loose[] | null }) | null;
  property_holder_risk?: (Loose & { id?: Id }) | null;
  property_risk?: (Loose & { id?: Id }) | null;
  files?: { file_key?: string | null; file_url?: string | null; url?: string | null; meta?: { field?: string | null } | null }[] | null;
  meta?: Loose | null;
}

/** The stored quote → the editor's values (the same shape as the public form). */
export function quoteToEditorValues(quote: QuoteRecord, options: { padClaims?: boolean } = {}): ProposalFormValues {
  const insured = quote.insured ?? {};
  const holder = (h: Loose | null | undefined): Loose | null => (h ? { ...h, name: h.full_name ?? h.name } : null);
  const propertyRisk: Loose = { ...(quote.property_risk ?? {}) };
  // An upload made before the answer was saved is found by its field name.
  for (const def of proposalFields) {
    if (def.kind !== 'file' || !def.api) continue;
    const field = def.api.split('.').pop() as string;
    if (propertyRisk[field]) continue;
    const file = quote.files?.find((f) => f.meta?.field === field);
    if (file) propertyRisk[field] = file.file_key ?? file.file_url ?? file.url ?? null;
  }
  return fromQuoteRequest({
    insured: { ...holder(insured), add_holder: holder(insured.add_holder) },
    property: { ...(quote.property ?? {}), address: quote.property?.address ?? quote.address ?? {} },
    claim_risk: quote.claim_risk ?? {},
    property_holder_risk: quote.property_holder_risk ?? {},
    property_risk: propertyRisk,
    covers: quote.covers ?? [],
  }, options);
}

/** Bodies of the back-office section saves (back-office §7). */
export type HolderUpdate = Omit<HolderPayload, 'name'> & { full_name: string | null };
export interface InsuredUpdate extends HolderUpdate {
  /** The additional holder, or an empty object when there is none. */
  add_holder: HolderUpdate | Record<string, never>;
}
export type AddressUpdate = Omit<AddressPayload, 'country'>;
export interface CoverUpdate {
  valuation: string | null;
  cover: string | null;
  /** Absent: the stored construction type stays (the spec's cover save sends only valuation and cover). */
  construction_type?: string | null;
  construction_type_other?: string | null;
}
export type ProjectUpdate = ProjectPayload;
export type ClaimRiskUpdate = ClaimRiskPayload;
export type PropertyHolderRiskUpdate = PropertyHolderRiskPayload;
export type PropertyRiskUpdate = PropertyRiskPayload;

export type SectionUpdateKind = 'insured' | 'address' | 'cover' | 'project' | 'claimRisk' | 'holderRisk' | 'propertyRisk';

export interface SectionUpdateBodies {
  insured: InsuredUpdate;
  address: AddressUpdate;
  cover: CoverUpdate;
  project: ProjectUpdate;
  claimRisk: ClaimRiskUpdate;
  holderRisk: PropertyHolderRiskUpdate;
  propertyRisk: PropertyRiskUpdate;
}

function holderUpdate(holder: HolderPayload): HolderUpdate {
  const { name, ...rest } = holder;
  return { full_name: name, ...rest };
}

/** The body of one section save, from the editor's values. */
export function toSectionUpdate<K extends SectionUpdateKind>(kind: K, values: ProposalFormValues): SectionUpdateBodies[K] {
  // The editor has no uid; section saves never carry meta.
  const payload = toQuoteRequest(values, 'editor');
  const { address, ...project } = payload.property;
  const cover = payload.covers[0];
  const bodies: SectionUpdateBodies = {
    insured: {
      ...holderUpdate(payload.insured),
      add_holder: payload.insured.add_holder ? holderUpdate(payload.insured.add_holder) : {},
    },
    address: { street: address.street, suburb: address.suburb, state: address.state, postcode: address.postcode },
    cover: {
      valuation: project.valuation,
      cover: cover?.cover ?? null,
      construction_type: cover?.construction_type ?? null,
      construction_type_other: cover?.construction_type_other ?? null,
    },
    project,
    claimRisk: payload.claim_risk,
    holderRisk: payload.property_holder_risk,
    propertyRisk: payload.property_risk,
  };
  return bodies[kind];
}

/**
 * Which saves each editor tab makes. The Victorian answers sit on the Property Location tab but
 * are project fields, and the existing-structure answers sit on Coverage, so those tabs save the
 * project too.
 */
export const editorSectionSaves: Record<Exclude<ProposalSectionId, 'declaration'>, readonly SectionUpdateKind[]> = {
  policyHolder: ['insured'],
  propertyLocation: ['address', 'project'],
  coverage: ['cover', 'project'],
  projectDetails: ['project'],
  previousClaims: ['claimRisk'],
  propertyHolderRisk: ['holderRisk'],
  propertyRisk: ['propertyRisk'],
};

/** Messages when a save lacks the record ids it needs (back-office §8). */
export const sectionUpdateMissingMessages: Record<SectionUpdateKind, string> = {
  insured: 'Insured information is missing.',
  address: 'Property or Address information is missing.',
  cover: 'Cover information is missing.',
  project: 'Property information is missing.',
  claimRisk: 'Claim Risk information is missing.',
  holderRisk: 'Property Holder Risk information is missing.',
  propertyRisk: 'Property Risk information is missing.',
};

export const sectionSaveSuccessMessage = 'Details updated successfully!';
export const sectionSaveFailureMessage = 'Failed to update details';

export interface SectionUpdateRequest<K extends SectionUpdateKind = SectionUpdateKind> {
  kind: K;
  method: 'PUT';
  path: string;
  body: SectionUpdateBodies[K];
}

const present = (id: unknown): id is Id => (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== '');

/** The API path of a section save for this quote, or null when a record id is missing. */
export function sectionUpdatePath(kind: SectionUpdateKind, quote: QuoteRecord): string | null {
  const property = quote.property;
  const ids: Record<SectionUpdateKind, unknown[]> = {
    insured: [quote.insured?.id],
    address: [property?.id, property?.address?.id],
    cover: [quote.covers?.[0]?.id],
    project: [property?.id],
    claimRisk: [quote.claim_risk?.id],
    holderRisk: [quote.property_holder_risk?.id],
    propertyRisk: [quote.property_risk?.id],
  };
  const needed = ids[kind];
  if (!needed.every(present)) return null;
  const [a, b] = needed.map((id) => encodeURIComponent(String(id)));
  const paths: Record<SectionUpdateKind, string> = {
    insured: `/api/v1/insured/${a}`,
    address: `/api/v1/quotes/project/${a}/address/${b}`,
    cover: `/api/v1/quotes/cover/${a}`,
    project: `/api/v1/quotes/project/${a}`,
    claimRisk: `/api/v1/quotes/claim/risk/${a}`,
    holderRisk: `/api/v1/quotes/property/holder/risk/${a}`,
    propertyRisk: `/api/v1/quotes/property/risk/${a}`,
  };
  return paths[kind];
}

/**
 * What saving an editor tab sends: the PUT requests, or the missing-record message. The values
 * should have passed the tab's section schema (mode 'editor') first. Given `isChanged` (a form
 * path → whether the user changed it), a record none of whose questions changed is left out, so
 * the quote's History records only what was changed.
 */
export function buildSectionSave(
  section: keyof typeof editorSectionSaves,
  quote: QuoteRecord,
  values: ProposalFormValues,
  isChanged?: (path: string) => boolean,
): { ok: true; requests: SectionUpdateRequest[] } | { ok: false; message: string } {
  const changedKinds = isChanged
    ? new Set(proposalFields.filter((def) => def.section === section && isChanged(def.path.split('.*')[0] ?? def.path)).map(updateKindOf))
    : null;
  const requests: SectionUpdateRequest[] = [];
  for (const kind of editorSectionSaves[section]) {
    const path = sectionUpdatePath(kind, quote);
    if (!path) return { ok: false, message: sectionUpdateMissingMessages[kind] };
    if (changedKinds && !changedKinds.has(kind)) continue;
    requests.push({ kind, method: 'PUT', path, body: toSectionUpdate(kind, values) });
  }
  return { ok: true, requests };
}

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
 * The server's check of a section save: the stored quote with the body applied, run through the
 * editor's rules for that save's fields only. Issues carry paths inside the body.
 */
export function validateSectionUpdate(
  kind: SectionUpdateKind,
  body: unknown,
  stored: QuoteRecord,
  options: { today?: string } = {},
): ProposalIssue[] {
  const merged: QuoteRecord = { ...stored };
  const b = (body ?? {}) as Loose;
  if (kind === 'insured') {
    const addHolder = b.add_holder as Loose | null | undefined;
    merged.insured = { ...b, add_holder: addHolder && Object.keys(addHolder).length > 0 ? addHolder : null };
  }
  if (kind === 'address') merged.property = { ...stored.property, address: { ...stored.property?.address, ...b } };
  if (kind === 'cover') {
    merged.property = { ...stored.property, valuation: b.valuation };
    merged.covers = [{ ...stored.covers?.[0], ...b }];
  }
  if (kind === 'project') merged.property = { ...b, address: stored.property?.address ?? stored.address ?? null };
  if (kind === 'claimRisk') merged.claim_risk = b;
  if (kind === 'holderRisk') merged.property_holder_risk = b;
  if (kind === 'propertyRisk') merged.property_risk = b;
  const values = quoteToEditorValues(merged, { padClaims: false });
  const issues = validateProposal(values, {
    mode: 'editor',
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
