import { createProposalSchema, type ProposalFormValues, type ProposalValues } from '@buildcover/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

export type ProposalResolver = Resolver<ProposalFormValues, unknown, ProposalValues>;

/** react-hook-form's resolver over the domain's proposal schema, with the form's or the wizard's messages. */
export function proposalSchemaResolver(messages: 'form' | 'wizard'): ProposalResolver {
  return zodResolver(createProposalSchema({ messages }));
}
