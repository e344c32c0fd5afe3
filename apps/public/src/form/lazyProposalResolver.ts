import type { ProposalResolver } from './proposalSchemaResolver';

/**
 * The proposal's resolver, loaded on the form's first validation: the schema and zod are not in
 * the page's first load (the prerendered form shows and takes typing before they arrive).
 */
export function lazyProposalResolver(messages: 'form' | 'wizard'): ProposalResolver {
  let loading: Promise<ProposalResolver> | undefined;
  return async (values, context, options) => {
    loading ??= import('./proposalSchemaResolver').then((module) => module.proposalSchemaResolver(messages));
    return (await loading)(values, context, options);
  };
}
