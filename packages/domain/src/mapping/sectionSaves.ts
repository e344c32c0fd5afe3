import { sectionRecordMissingMessages } from '../backoffice/messages';
import { proposalFields } from '../proposal/fields';
import type { ProposalSectionId } from '../proposal/sections';
import type { ProposalFormValues } from '../proposal/schema';
import type { QuoteRecord, RecordId } from './editor';
import { updateKindOf } from './sectionCheck';
import { toSectionUpdate, type SectionUpdateBodies, type SectionUpdateKind } from './sectionUpdates';

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

const present = (id: unknown): id is RecordId =>
  (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== '');

/**
 * The stored records a section save writes to, in the order its route names them (the address
 * save names the property, then its address), or null when the quote lacks one of them.
 */
export function sectionRecordIds(kind: SectionUpdateKind, quote: QuoteRecord): RecordId[] | null {
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
  return needed.every(present) ? needed : null;
}

/** One save of an editor tab: which kind, the records it writes to, and its body (the api-client's `sendSectionSave` sends it). */
export type SectionSave = {
  [K in SectionUpdateKind]: { kind: K; recordIds: RecordId[]; body: SectionUpdateBodies[K] };
}[SectionUpdateKind];

/**
 * What saving an editor tab sends: its saves, or the missing-record message. The values should
 * have passed the tab's section schema (mode 'editor') first. Given `isChanged` (a form path →
 * whether the user changed it), a record none of whose questions changed is left out, so the
 * quote's History records only what was changed.
 */
export function buildSectionSave(
  section: keyof typeof editorSectionSaves,
  quote: QuoteRecord,
  values: ProposalFormValues,
  isChanged?: (path: string) => boolean,
): { ok: true; saves: SectionSave[] } | { ok: false; message: string } {
  const changedKinds = isChanged
    ? new Set(
        proposalFields
          .filter((def) => def.section === section && isChanged(def.path.split('.*')[0] ?? def.path))
          .map(updateKindOf),
      )
    : null;
  const saves: SectionSave[] = [];
  for (const kind of editorSectionSaves[section]) {
    const recordIds = sectionRecordIds(kind, quote);
    if (!recordIds) return { ok: false, message: sectionRecordMissingMessages[kind] };
    if (changedKinds && !changedKinds.has(kind)) continue;
    saves.push({ kind, recordIds, body: toSectionUpdate(kind, values) } as SectionSave);
  }
  return { ok: true, saves };
}
