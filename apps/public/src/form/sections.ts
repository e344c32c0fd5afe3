import { proposalFields, proposalSections, type ProposalFieldDef, type ProposalSectionId } from '@buildcover/domain';
import { renderableProposalKinds } from '@buildcover/ui/react-hook-form';

/** Every section of the proposal, in the domain's (the spec's) order. */
export const builtSectionIds: readonly ProposalSectionId[] = proposalSections.map((s) => s.id);
export type BuiltSectionId = ProposalSectionId;

export interface QuoteSectionDef {
  id: BuiltSectionId;
  title: string;
  fields: readonly ProposalFieldDef[];
}

export const quoteSections: readonly QuoteSectionDef[] = proposalSections.map(({ id, title }) => ({
  id,
  title,
  fields: proposalFields.filter((f) => f.section === id),
}));

/** The section a form path belongs to ("claims.1.cost" → previousClaims). */
export function sectionOfPath(path: string): BuiltSectionId | undefined {
  const row = path === 'claims' ? 'claims.*.insurer' : path.replace(/^claims\.\d+\./, 'claims.*.');
  return proposalFields.find((f) => f.path === row)?.section;
}

/** Field kinds a listed section uses that no control draws yet (kept empty by a test). */
export function missingKinds(): string[] {
  return [
    ...new Set(
      quoteSections.flatMap((s) => s.fields.map((f) => f.kind)).filter((k) => !renderableProposalKinds.has(k)),
    ),
  ];
}
