import { createProposalSchema, emptyProposal, visibleFieldPaths, type ProposalFormValues } from '@buildcover/domain';
import { FormSection } from '@buildcover/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, type ReactElement } from 'react';
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

  const validateSection = useCallback(
    (id: BuiltSectionId) =>
      form.trigger(visibleFieldPaths(form.getValues(), { sections: [id] }) as FieldPath<ProposalFormValues>[], { shouldFocus: true }),
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
            <QuoteSection section={section} />
          </FormSection>
        ))}
      </form>
    </FormProvider>
  );
}
