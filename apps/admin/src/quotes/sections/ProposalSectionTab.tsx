import { isApiError, sendSectionSave, useApiClient, useStates, type QuoteDetail } from '@buildcover/api-client';
import {
  backOfficeMessages,
  buildSectionSave,
  createSectionSchema,
  proposalFields,
  proposalSections,
  quoteToEditorValues,
  sectionUpdateFormPath,
  type editorSectionSaves,
  type ProposalFormValues,
  type ProposalValues,
} from '@buildcover/domain';
import { Button } from '@buildcover/ui';
import {
  ProposalFieldsProvider,
  ProposalSectionFields,
  type ProposalFieldsEnvironment,
} from '@buildcover/ui/react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type ReactElement } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import styled from 'styled-components';
import { useEditSession, useReportDirty } from '../EditSession';
import { failureFeedback, FeedbackAlert, submitClearing, useFeedback } from '../saveFeedback';
import { StaffFileField } from './StaffFileField';

export type EditorSectionId = keyof typeof editorSectionSaves;

/** Undo and a save replace every answer: the form's `keepDirtyValues` is only for a quote reloaded while typing. */
const resetAll = { keepDirtyValues: false } as const;

/** The quote's answers in the form's shape; a new object each time (the form writes into the one it holds). */
const storedValues = (quote: QuoteDetail): ProposalFormValues => quoteToEditorValues(quote);

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[4]} 0;
`;
const Form = styled.form`
  max-width: 48rem;
`;

/**
 * One proposal section of the quote (Policy Holder … Property Risk): the public form's questions,
 * reveals and notes (one definition in the domain and ui), read-only until Edit mode, checked with
 * the domain's editor rules and saved on its own to its PUT route(s) (back-office §7, §8).
 */
export function ProposalSectionTab({
  quote,
  section,
  revalidate,
}: {
  quote: QuoteDetail;
  section: EditorSectionId;
  revalidate: () => Promise<unknown>;
}): ReactElement {
  const client = useApiClient();
  const states = useStates();
  const { isEditing } = useEditSession();
  const [feedback, setFeedback] = useFeedback();
  const [saving, setSaving] = useState(false);
  // Confirm-email is the customer's check of their own typing: hidden here (back-office §2).
  const fields = useMemo(() => proposalFields.filter((f) => f.section === section && !f.publicOnly), [section]);
  const stored = useMemo(() => storedValues(quote), [quote]);
  const schema = useMemo(() => createSectionSchema(section, { mode: 'editor' }), [section]);
  const form = useForm<ProposalFormValues, unknown, ProposalValues>({
    values: stored,
    resetOptions: { keepDirtyValues: true },
    resolver: zodResolver(schema),
    disabled: !isEditing || saving,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useReportDirty(`section-${section}`, form.formState.isDirty, () => form.reset(storedValues(quote), resetAll));

  const environment = useMemo<ProposalFieldsEnvironment>(
    () => ({
      stateOptions: (states.data ?? []).map((s) => ({ value: s.state_code, label: s.name })),
      renderFile: (props) => <StaffFileField {...props} files={quote.files} />,
    }),
    [states.data, quote.files],
  );

  const save = submitClearing(
    form,
    () => setFeedback(null),
    async (values) => {
      const plan = buildSectionSave(
        section,
        quote,
        values,
        (path) => form.getFieldState(path as FieldPath<ProposalFormValues>).isDirty,
      );
      if (!plan.ok) {
        setFeedback({ tone: 'danger', message: plan.message });
        return;
      }
      setSaving(true);
      try {
        for (const sectionSave of plan.saves) {
          try {
            await sendSectionSave(client, sectionSave);
          } catch (error) {
            // The server's field problems go to the questions they name.
            if (isApiError(error)) {
              for (const issue of error.errors) {
                const path = sectionUpdateFormPath(sectionSave.kind, issue.path);
                if (path)
                  form.setError(path as FieldPath<ProposalFormValues>, { type: 'server', message: issue.message });
              }
            }
            throw error;
          }
        }
        await revalidate();
        form.reset(values, resetAll);
        setFeedback({ tone: 'success', message: backOfficeMessages.sectionSaved });
      } catch (error) {
        setFeedback(failureFeedback(error, backOfficeMessages.sectionSaveFailed));
      } finally {
        setSaving(false);
      }
    },
  );

  return (
    <ProposalFieldsProvider value={environment}>
      <FormProvider {...form}>
        <Form
          noValidate
          aria-label={`${proposalSections.find((s) => s.id === section)?.title ?? section} details`}
          onSubmit={(event) => void save(event)}
        >
          <ProposalSectionFields fields={fields} />
          <FeedbackAlert feedback={feedback} onDismiss={() => setFeedback(null)} />
          {isEditing ? (
            <Actions>
              <Button type="submit" variant="primary" isPending={saving} isDisabled={!form.formState.isDirty}>
                {saving ? 'Saving...' : 'Save'}
              </Button>
              <Button
                variant="secondary"
                isDisabled={!form.formState.isDirty || saving}
                onPress={() => form.reset(storedValues(quote), resetAll)}
              >
                Undo changes
              </Button>
            </Actions>
          ) : null}
        </Form>
      </FormProvider>
    </ProposalFieldsProvider>
  );
}
