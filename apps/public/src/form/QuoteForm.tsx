import { createProposalSchema, emptyProposal, visibleFieldPaths, type ProposalFormValues } from '@buildcover/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, type ReactElement } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { QuoteSection } from './QuoteSection';
import { SectionPanel } from './SectionPanel';
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

  const validateSection = useCallback(
    (id: BuiltSectionId) =>
      form.trigger(visibleFieldPaths(form.getValues(), { sections: [id] }) as FieldPath<ProposalFormValues>[], { shouldFocus: true }),
    [form],
  );
  const flow = useSectionFlow(builtSectionIds, validateSection);

  return (
    <FormProvider {...form}>
      <form noValidate aria-label="Quote proposal" onSubmit={(e) => e.preventDefault()}>
        {quoteSections.map((section, index) => (
          <SectionPanel
            key={section.id}
            number={index + 1}
            title={section.title}
            isOpen={flow.openId === section.id}
            isComplete={flow.isComplete(section.id)}
            isLocked={!flow.isReachable(section.id)}
            onToggle={() => void flow.toggle(section.id)}
          >
            <QuoteSection section={section} onNext={() => void flow.next(section.id)} />
          </SectionPanel>
        ))}
      </form>
    </FormProvider>
  );
}
