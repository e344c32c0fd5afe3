import { useApiClient, useInsurers, type QuoteDetail } from '@buildcover/api-client';
import { quoteInfoMessages } from '@buildcover/domain';
import { Select } from '@buildcover/ui';
import { useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { useEditSession } from '../EditSession';
import { failureFeedback, FeedbackAlert, useFeedback } from '../saveFeedback';

/** Enough for a broker's whole panel in one select. */
const PANEL_LIMIT = 100;
export const INSURER_SAVED = 'Insurer updated successfully!';

const Rates = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * The quote's insurer: always enabled (not only in edit mode); choosing one saves at once and
 * brings its commission rates into the editor (back-office §4 Insurer selection).
 */
export function InsurerPicker({
  quote,
  onSaved,
}: {
  quote: QuoteDetail;
  onSaved: () => Promise<unknown>;
}): ReactElement {
  const client = useApiClient();
  const { canEdit } = useEditSession();
  const insurers = useInsurers({ start: 0, limit: PANEL_LIMIT });
  const [feedback, setFeedback] = useFeedback();
  const [saving, setSaving] = useState(false);
  const options = (insurers.data?.results ?? []).map((i) => ({ value: String(i.id), label: `${i.name} (${i.uid})` }));
  // The quote's insurer may have left the panel since: keep it selectable so the select shows it.
  if (quote.insurer && !options.some((o) => o.value === String(quote.insurer?.id)))
    options.unshift({ value: String(quote.insurer.id), label: quote.insurer.name });

  async function choose(value: string): Promise<void> {
    if (value === String(quote.insurer?.id ?? '')) return;
    setSaving(true);
    setFeedback(null);
    try {
      await client.quotes.setInsurer(quote.id, Number(value));
      await onSaved();
      setFeedback({ tone: 'success', message: INSURER_SAVED });
    } catch (error) {
      setFeedback(failureFeedback(error, quoteInfoMessages.insurerSaveFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div>
      <Select
        label="Insurer"
        name="insurer_id"
        placeholder={insurers.isLoading ? 'Loading...' : 'Select an insurer'}
        options={options}
        value={quote.insurer ? String(quote.insurer.id) : null}
        onChange={(value) => void choose(value)}
        isDisabled={!canEdit || saving}
        description={
          insurers.error
            ? 'The insurer panel could not be loaded.'
            : options.length === 0 && !insurers.isLoading
              ? 'No insurer is on the panel yet: add one under Insurers.'
              : undefined
        }
      />
      {quote.insurer ? (
        <Rates>
          Commission {quote.insurer.commission}% · Associate commission {quote.insurer.associate_commission}%
        </Rates>
      ) : null}
      <FeedbackAlert feedback={feedback} onDismiss={() => setFeedback(null)} />
    </div>
  );
}
