import { createProposalSchema, emptyProposal, visibleFieldPaths, type ProposalFormValues } from '@buildcover/domain';
import { FormSection } from '@buildcover/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { QuoteSection } from './QuoteSection';
import { builtSectionIds, quoteSections, type BuiltSectionId } from './sections';
import { useSectionFlow } from './useSectionFlow';

/**
 * The sectioned proposal form (public-site §2): one react-hook-form over the whole proposal with
 * the domain's schema, sections opened in order as each becomes valid.
 */
export function QuoteForm(): ReactElement {
  const schema = useMemo(() => createProposalSchema(), []);
  const form = useForm<ProposalFormValues, unknown, ProposalFormValues>({
    defaultValues: emptyProposal(),
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // Failed checks per section: the section's error summary appears after the first and takes
  // focus again on each one (GOV.UK pattern), so focus is not also sent to the first field.
  const [failedChecks, setFailedChecks] = useState<Partial<Record<BuiltSectionId, number>>>({});
  const validateSection = useCallback(
    async (id: BuiltSectionId) => {
      const ok = await form.trigger(visibleFieldPaths(form.getValues(), { sections: [id] }) as FieldPath<ProposalFormValues>[]);
      if (!ok) setFailedChecks((prev) => ({ ...prev, [id]: (prev[id] ?? 0) + 1 }));
      return ok;
    },
    [form],
  );
  const flow = useSectionFlow(builtSectionIds, validateSection);

  return (
    <FormProvider {...form}>
      <form noValidate aria-label="Quote proposal" onSubmit={(e) => e.preventDefault()}>
        {quoteSections.map((section) => (
          <FormSection
            key={section.id}
            id={`section-${section.id}`}
            title={section.title}
            isOpen={flow.openId === section.id}
            onOpenChange={() => void flow.toggle(section.id)}
            canOpen={flow.isReachable(section.id)}
            isValid={flow.isComplete(section.id)}
            onNext={() => void flow.next(section.id)}
          >
            <QuoteSection section={section} failedChecks={failedChecks[section.id] ?? 0} />
          </FormSection>
        ))}
      </form>
    </FormProvider>
  );
}
