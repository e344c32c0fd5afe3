import { useApiClient, useQuoteHistory, type QuoteDetail } from '@buildcover/api-client';
import {
  backOfficeMessages,
  computePremiumBreakdown,
  formatDate,
  historyActorLabel,
  premiumFormSchema,
  type EditablePremiumKey,
  type PremiumBreakdown,
} from '@buildcover/domain';
import { Alert, PremiumGrid } from '@buildcover/ui';
import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { useEditSession, useReportDirty } from '../EditSession';
import { failureFeedback, FeedbackAlert, useFeedback } from '../saveFeedback';
import { startingAmounts, type PremiumAmounts } from './startingAmounts';

const PREMIUM_SAVE_FAILED = 'Failed to update premium details.';

/** Who saved the premium last and when, from the quote's history. */
function useLastPremiumSave(quoteId: number): { text: string | null; refresh: () => Promise<unknown> } {
  const history = useQuoteHistory(quoteId, { start: 0, limit: 100 });
  const last = history.data?.results.find((e) => e.action === 'set_premium');
  return {
    text: last ? `Saved by ${historyActorLabel(last.actor)} on ${formatDate(last.at, { withTime: true })}` : null,
    refresh: () => history.mutate(),
  };
}

/** Premium: the breakdown grid with the domain's math; staff override the automatic rating and save. */
export function PremiumTab({
  quote,
  revalidate,
}: {
  quote: QuoteDetail;
  revalidate: () => Promise<unknown>;
}): ReactElement {
  if (!quote.insurer) return <Alert tone="info" role="status" title={backOfficeMessages.premiumNeedsInsurer} />;
  return <PremiumEditor quote={quote} insurer={quote.insurer} revalidate={revalidate} />;
}

function PremiumEditor({
  quote,
  insurer,
  revalidate,
}: {
  quote: QuoteDetail;
  insurer: NonNullable<QuoteDetail['insurer']>;
  revalidate: () => Promise<unknown>;
}): ReactElement {
  const client = useApiClient();
  const { isEditing } = useEditSession();
  const start = useMemo(() => startingAmounts(quote), [quote]);
  const [amounts, setAmounts] = useState<PremiumAmounts>(start.amounts);
  const [errors, setErrors] = useState<Partial<Record<EditablePremiumKey, string>>>({});
  const [saving, setSaving] = useState(false);
  const [feedback, setFeedback] = useFeedback();
  const lastSave = useLastPremiumSave(quote.id);
  useEffect(() => setAmounts(start.amounts), [start]);
  const isDirty = (Object.keys(amounts) as EditablePremiumKey[]).some((k) => amounts[k] !== start.amounts[k]);
  useReportDirty('premium', isDirty && isEditing, () => setAmounts(start.amounts));

  const state = quote.address?.state ?? '';
  const compute = useCallback(
    (inputs: PremiumAmounts): PremiumBreakdown =>
      computePremiumBreakdown({
        ...inputs,
        commission_percent: insurer.commission,
        associate_commission_percent: insurer.associate_commission,
        state,
      }),
    [insurer.commission, insurer.associate_commission, state],
  );

  async function save(breakdown: PremiumBreakdown): Promise<void> {
    setFeedback(null);
    // Levy and duty left blank are computed: save the amounts shown, so what is saved is what was seen.
    const typed = { ...amounts, fsl: breakdown.fsl, stamp_duty: breakdown.stamp_duty };
    const parsed = premiumFormSchema.safeParse(typed);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await client.quotes.savePremium(quote.id, { ...breakdown, ...parsed.data });
      await Promise.all([revalidate(), lastSave.refresh()]);
      setFeedback({ tone: 'success', message: backOfficeMessages.premiumSaved });
    } catch (error) {
      setFeedback(failureFeedback(error, PREMIUM_SAVE_FAILED));
    } finally {
      setSaving(false);
    }
  }

  const description = [
    `${insurer.name}: commission ${insurer.commission}%, associate commission ${insurer.associate_commission}%.`,
    start.source === 'saved'
      ? (lastSave.text ?? 'Saved premium.')
      : start.source === 'rating'
        ? 'Starting point: the automatic rating at submission (not saved yet).'
        : 'No automatic rating was made for this proposal: enter the base premium.',
  ].join(' ');

  return (
    <>
      <PremiumGrid
        value={amounts}
        onChange={(next) => {
          setAmounts(next);
          setErrors({});
        }}
        compute={compute}
        isReadOnly={!isEditing}
        {...(isEditing ? { onSave: (_: PremiumAmounts, breakdown: PremiumBreakdown) => void save(breakdown) } : {})}
        isSaving={saving}
        errors={errors}
        description={description}
      />
      <FeedbackAlert feedback={feedback} onDismiss={() => setFeedback(null)} />
    </>
  );
}
