import { emptyProposal, validateProposal, type ProposalFormValues, type ProposalSectionId } from '@buildcover/domain';
import { claimFieldOrder } from '@buildcover/ui';
import { set, type FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { summaryEntries } from './summaryEntries';

/** The summary a failed check of these sections shows, as its links read. */
function summaryOf(values: ProposalFormValues, sections: readonly ProposalSectionId[]): string[] {
  const errors: FieldErrors<ProposalFormValues> = {};
  for (const issue of validateProposal(values, { sections })) set(errors, issue.path, { message: issue.message });
  return summaryEntries(values, errors, sections).map((entry) => entry.message);
}

describe('the error summary of a proposal section', () => {
  it("lists a claim's problems in the order the claim list shows its fields", () => {
    const listed = summaryOf({ ...emptyProposal(), damage: 'yes' }, ['previousClaims']);
    expect(listed.slice(0, 5)).toEqual([
      'Claim 1 – Insurer: Insurer is required.',
      'Claim 1 – Claim date: Claim date is required.',
      'Claim 1 – Claim cost ($): Claim cost is required.',
      'Claim 1 – Claimed for: Claim purpose is required.',
      'Claim 1 – Address: Address is required.',
    ]);
    expect(claimFieldOrder).toEqual(['insurer', 'claimDate', 'cost', 'claimedFor', 'address']);
  });

  it('reads the declaration as a statement followed by what to do', () => {
    expect(summaryOf(emptyProposal(), ['declaration'])).toEqual([
      'I declare that the information I have given is true and complete. Please confirm the declaration.',
    ]);
  });
});
