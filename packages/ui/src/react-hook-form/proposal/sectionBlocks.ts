import { controllingRule, type ProposalFieldDef, type RevealRule } from '@buildcover/domain';

/** What a section draws, in order: a field, the claims list, or fields revealed together by one answer. */
export type SectionBlock =
  | { kind: 'field'; def: ProposalFieldDef }
  | { kind: 'claims' }
  | { kind: 'reveal'; rule: RevealRule; blocks: SectionBlock[] };

/**
 * Groups a section's rows: consecutive rows revealed by the same rule sit together after the
 * question that reveals them (one ConditionalSection each; chained reveals follow one another,
 * never nest). The claims rows become one list.
 */
export function sectionBlocks(fields: readonly ProposalFieldDef[]): SectionBlock[] {
  const blocks: SectionBlock[] = [];
  for (const def of fields) {
    const isClaim = def.path.startsWith('claims.*.');
    const rule = controllingRule(isClaim ? 'claims' : def.path);
    const block: SectionBlock = isClaim ? { kind: 'claims' } : { kind: 'field', def };
    const last = blocks.at(-1);
    if (!rule) {
      blocks.push(block);
    } else if (last?.kind === 'reveal' && last.rule.id === rule.id) {
      if (!(isClaim && last.blocks.some((b) => b.kind === 'claims'))) last.blocks.push(block);
    } else {
      blocks.push({ kind: 'reveal', rule, blocks: [block] });
    }
  }
  return blocks;
}
