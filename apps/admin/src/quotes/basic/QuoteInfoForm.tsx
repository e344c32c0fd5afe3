import { useApiClient, type QuoteDetail } from '@buildcover/api-client';
import {
  quoteFieldLabels,
  quoteInfoMessages,
  quoteReferenceMaxLength,
  quoteStatuses,
  referredReasonText,
  type QuoteStatus,
} from '@buildcover/domain';
import type { QuoteInfoBody } from '@buildcover/domain/api';
import { Button, Select, TextField } from '@buildcover/ui';
import { useState, type ReactElement } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useEditSession, useReportDirty } from '../EditSession';
import { failureFeedback, FeedbackAlert, useFeedback } from '../saveFeedback';
import { ReferredReasonModal } from './ReferredReasonModal';

const statusOptions = quoteStatuses.map((s) => ({ value: s.value, label: s.label }));

interface InfoValues {
  status: QuoteStatus;
  wb_code: string;
  policy_number: string;
}

const Grid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
const Reason = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  & strong { margin-inline-end: ${({ theme }) => theme.space[2]}; }
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const referredReasonOf = (quote: QuoteDetail): string => {
  const reason = quote.meta.referred_reason;
  return Array.isArray(reason) ? reason.join(' ') : (reason ?? '');
};
const valuesOf = (quote: QuoteDetail): InfoValues => ({
  status: quote.status,
  wb_code: quote.insured.wb_code ?? '',
  policy_number: quote.policy?.num ?? '',
});

/**
 * Status, wb code and policy number (PATCH /quotes/{id}/info). Choosing 'referred' asks for the
 * reason in a modal whose Save sends status and reason at once.
 */
export function QuoteInfoForm({
  quote,
  onSaved,
}: {
  quote: QuoteDetail;
  onSaved: (quote: QuoteDetail) => void;
}): ReactElement {
  const client = useApiClient();
  const { isEditing } = useEditSession();
  const [feedback, setFeedback] = useFeedback();
  const [referring, setReferring] = useState(false);
  const [savingReason, setSavingReason] = useState(false);
  const form = useForm<InfoValues>({ values: valuesOf(quote), resetOptions: { keepDirtyValues: true } });
  useReportDirty('basic-details', form.formState.isDirty, () =>
    form.reset(valuesOf(quote), { keepDirtyValues: false }),
  );
  const fieldErrors = form.formState.errors;

  async function send(body: QuoteInfoBody): Promise<boolean> {
    setFeedback(null);
    try {
      const answer = await client.quotes.updateInfo(quote.id, body);
      const saved = (answer as { data?: QuoteDetail }).data;
      if (saved) {
        form.reset(valuesOf(saved), { keepDirtyValues: false });
        onSaved(saved);
      }
      setFeedback({ tone: 'success', message: quoteInfoMessages.saved });
      return true;
    } catch (error) {
      const result = failureFeedback(error, quoteInfoMessages.saveFailed);
      setFeedback(result);
      for (const path of ['wb_code', 'policy_number', 'status'] as const) {
        const message = (error as { fieldMessage?: (p: string) => string | undefined }).fieldMessage?.(path);
        if (message) form.setError(path, { message });
      }
      return false;
    }
  }

  const save = form.handleSubmit(async (values) => {
    await send({
      status: values.status,
      wb_code: values.wb_code.trim() || null,
      policy_number: values.policy_number.trim() || null,
      ...(values.status === 'referred' ? { referred_reason: referredReasonOf(quote) } : {}),
    });
  });

  return (
    <form
      noValidate
      aria-label="Quote details"
      onSubmit={(event) => {
        void save(event);
      }}
    >
      <Grid>
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <Select
              label={quoteFieldLabels.status}
              name="status"
              options={statusOptions}
              value={field.value}
              isDisabled={!isEditing}
              errorMessage={fieldErrors.status?.message}
              onChange={(value) => {
                // A referral needs its reason first: the modal saves both together.
                if (value === 'referred') setReferring(true);
                else field.onChange(value);
              }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="wb_code"
          render={({ field }) => (
            <TextField
              label={quoteFieldLabels.wb_code}
              name="wb_code"
              maxLength={quoteReferenceMaxLength}
              value={field.value}
              onChange={field.onChange}
              isDisabled={!isEditing}
              errorMessage={fieldErrors.wb_code?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="policy_number"
          render={({ field }) => (
            <TextField
              label={quoteFieldLabels.policy_number}
              name="policy_number"
              maxLength={quoteReferenceMaxLength}
              value={field.value}
              onChange={field.onChange}
              isDisabled={!isEditing}
              errorMessage={fieldErrors.policy_number?.message}
            />
          )}
        />
      </Grid>
      <Reason>
        <strong>Referred reason:</strong>
        {referredReasonText(quote.status, referredReasonOf(quote))}
      </Reason>
      <FeedbackAlert feedback={feedback} onDismiss={() => setFeedback(null)} />
      {isEditing ? (
        <Actions>
          <Button
            type="submit"
            variant="primary"
            isPending={form.formState.isSubmitting}
            isDisabled={!form.formState.isDirty}
          >
            {form.formState.isSubmitting ? 'Saving...' : 'Save'}
          </Button>
          <Button
            variant="secondary"
            isDisabled={!form.formState.isDirty || form.formState.isSubmitting}
            onPress={() => form.reset(valuesOf(quote), { keepDirtyValues: false })}
          >
            Undo changes
          </Button>
        </Actions>
      ) : null}
      <ReferredReasonModal
        isOpen={referring}
        initialReason={referredReasonOf(quote)}
        isSaving={savingReason}
        onCancel={() => setReferring(false)}
        onSave={(body) => {
          setSavingReason(true);
          const { wb_code, policy_number } = form.getValues();
          void send({ ...body, wb_code: wb_code.trim() || null, policy_number: policy_number.trim() || null }).then(
            (ok) => {
              setSavingReason(false);
              if (ok) setReferring(false);
            },
          );
        }}
      />
    </form>
  );
}
