import { validateProposal, type ProposalFormValues } from '@buildcover/domain';
import { builtSectionIds, type BuiltSectionId } from './sections';
import type { SectionFlowState } from './useSectionFlow';

/**
 * Where a resumed proposal opens: every leading section whose answers pass is complete, and the
 * first one that does not is open, so the customer carries on where they stopped.
 */
export function flowStateFor(
  values: ProposalFormValues | null | undefined,
  today?: string,
): SectionFlowState<BuiltSectionId> {
  if (!values) return { openId: builtSectionIds[0] ?? null, completed: [] };
  const completed: BuiltSectionId[] = [];
  for (const id of builtSectionIds) {
    if (validateProposal(values, { sections: [id], ...(today ? { today } : {}) }).length > 0)
      return { openId: id, completed };
    completed.push(id);
  }
  return { openId: builtSectionIds.at(-1) ?? null, completed: completed.slice(0, -1) };
}
