import type { ReactElement } from 'react';
import { QuoteForm } from '../form/QuoteForm';
import { useKeptProposalKey } from '../form/useKeptProposal';
import { Lead, Page } from '../layout/Page';

/** '/' and '/getquotes': the proposal form. */
export function QuotePage(): ReactElement {
  return (
    <Page title="Get a quote" heading="Owner-builder insurance quote">
      <Lead>
        Tell us about you, the property and the building work. Each section opens once the one before it is complete,
        and most proposals get a price straight away.
      </Lead>
      <QuoteForm key={useKeptProposalKey()} />
    </Page>
  );
}
