import type { ProposalFormValues } from '@buildcover/domain';
import { ErrorSummary } from '@buildcover/ui';
import { ProposalSectionFields } from '@buildcover/ui/react-hook-form';
import type { ReactElement } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import type { QuoteSectionDef } from './sections';
import { summaryEntries } from './summaryEntries';

/** The fields of one section, follow-ups revealed by the domain's rules, and its error summary. */
export function QuoteSection({
  section,
  failedChecks,
}: {
  section: QuoteSectionDef;
  failedChecks: number;
}): ReactElement {
  // The summary follows the errors (this renders when they change), not every keystroke.
  const { getValues } = useFormContext<ProposalFormValues>();
  const { errors } = useFormState<ProposalFormValues>();
  const summary = failedChecks > 0 ? summaryEntries(getValues(), errors, [section.id]) : [];
  return (
    <>
      {failedChecks > 0 ? <ErrorSummary errors={summary} focusKey={failedChecks} headingLevel={3} /> : null}
      <ProposalSectionFields fields={section.fields} />
    </>
  );
}
