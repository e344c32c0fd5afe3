import type { ReactElement } from 'react';
import { QuoteWizard } from '../form/QuoteWizard';
import { useKeptProposalKey } from '../form/useKeptProposal';
import { Lead, Page } from '../layout/Page';

/** '/quotes/get': the proposal in three steps. */
export function QuoteWizardPage(): ReactElement {
  return (
    <Page title="Get a quote step by step" heading="Owner-builder insurance quote">
      <Lead>
        Three steps: about you, the property and the work; the cover and its risks; then check your answers and declare.
        Most proposals get a price straight away.
      </Lead>
      <QuoteWizard key={useKeptProposalKey()} />
    </Page>
  );
}
