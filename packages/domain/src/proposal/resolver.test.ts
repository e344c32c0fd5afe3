import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { cleanProposal, TODAY } from '../testing/proposals';
import { createProposalSchema, type ProposalFormValues } from './schema';

// The public form and the editor use the schema through react-hook-form's zodResolver.
describe('with react-hook-form zodResolver', () => {
  const resolver = zodResolver(createProposalSchema({ today: TODAY }));
  const run = (values: ProposalFormValues) =>
    resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('gives nested errors at the field paths, with the spec messages', async () => {
    const values = cleanProposal({
      damage: 'yes',
      policyHolder: { ...cleanProposal().policyHolder, contactPhone: '12' },
    });
    const result = await run(values);
    const errors = result.errors as Record<string, any>;
    expect(errors.policyHolder.contactPhone.message).toBe('Contact phone number must be 10 digits.');
    expect(errors.claims[0].insurer.message).toBe('Insurer is required.');
  });

  it('returns the values with hidden answers emptied', async () => {
    const result = await run(cleanProposal({ mortgage: 'no', mortgageName: 'ANZ' }));
    expect(result.errors).toEqual({});
    expect((result.values as ProposalFormValues).mortgageName).toBe('');
  });
});
