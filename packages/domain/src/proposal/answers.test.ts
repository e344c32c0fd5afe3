import { describe, expect, it } from 'vitest';
import { cleanProposal } from '../testing/proposals';
import { proposalAnswers } from './answers';

describe('proposal answers in words', () => {
  it('lists the shown questions by section with readable answers', () => {
    const values = cleanProposal({
      damage: 'yes',
      claims: [
        { insurer: 'NRMA', claimDate: '2025-03-01', claimedFor: 'Storm', cost: '4200.5', address: '1 Road' },
        { insurer: 'AAMI', claimDate: '2024-03-01', claimedFor: 'Theft', cost: '900', address: '2 Road' },
      ],
    });
    const sections = proposalAnswers(values);
    expect(sections.map((s) => s.title)).toEqual([
      'Policy Holder',
      'Property Location',
      'Coverage',
      'Project Details',
      'Previous Claims',
      'Property Holder Risk',
      'Property Risk',
    ]);
    const all = sections.flatMap((s) => s.answers);
    const answer = (label: string) => all.find((a) => a.label === label)?.answer;
    expect(answer('State')).toBe('New South Wales');
    expect(answer('Value of the construction work ($)')).toBe('$450,000.00');
    expect(answer('Public liability indemnity limit')).toBe('$5 Million');
    expect(answer('Proposed start date')).toBe('01/12/2026');
    expect(answer('Has construction work started?')).toBe('No');
    expect(answer('Claim 1 – Claim cost ($)')).toBe('$4,200.50');
    expect(answer('Client reference (WB code)')).toBe('-');
    expect(all.some((a) => a.path === 'mortgageName')).toBe(false);
    expect(all.some((a) => a.path === 'policyHolder.confirmEmailAddress')).toBe(false);
  });
});
