import { proposalFields, proposalSections, type ProposalFieldDef, type ProposalSectionId } from '@buildcover/domain';
import { renderableKinds } from './ProposalField';

/**
 * The sections the public form shows, in the spec's order. A section is listed once every field
 * kind it uses has a control; the rest of the proposal joins by adding its id here.
 */
export const builtSectionIds = ['policyHolder', 'propertyLocation'] as const satisfies readonly ProposalSectionId[];
export type BuiltSectionId = (typeof builtSectionIds)[number];

export interface QuoteSectionDef {
  id: BuiltSectionId;
  title: string;
  fields: readonly ProposalFieldDef[];
}

export const quoteSections: readonly QuoteSectionDef[] = builtSectionIds.map((id) => ({
  id,
  title: proposalSections.find((s) => s.id === id)?.title ?? id,
  fields: proposalFields.filter((f) => f.section === id),
}));

/** Field kinds a listed section uses that no control draws yet (kept empty by a test). */
export function missingKinds(): string[] {
  return [...new Set(quoteSections.flatMap((s) => s.fields.map((f) => f.kind)).filter((k) => !renderableKinds.has(k)))];
}
