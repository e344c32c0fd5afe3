import { isApiError, useApiClient, type PolicyDocumentKind, type QuoteDetail } from '@buildcover/api-client';
import { backOfficeMessages, offersPaymentLink } from '@buildcover/domain';
import { Button, DocumentModal } from '@buildcover/ui';
import { useState, type ReactElement } from 'react';
import { Link } from 'wouter';
import { useEditSession } from '../EditSession';
import { FORBIDDEN_MESSAGE, type Feedback } from '../saveFeedback';

/** The payment link's failure in the spec's words (back-office §8): 400 the server's, 500 and others its own. */
export function paymentLinkFailure(error: unknown): Feedback {
  if (isApiError(error)) {
    if (error.status === 403) return { tone: 'danger', message: FORBIDDEN_MESSAGE };
    if (error.status === 400) return { tone: 'danger', message: error.message };
    if (error.status === 500) return { tone: 'danger', message: backOfficeMessages.paymentLinkServerError };
  }
  return { tone: 'danger', message: backOfficeMessages.paymentLinkFailed };
}

const documentTitles: Record<Exclude<PolicyDocumentKind, 'certificate'>, string> = {
  schedule: 'Schedule',
  closing: 'Closing',
  invoice: 'Invoice',
};
type ShownDocument = { kind: keyof typeof documentTitles; html?: string; error?: string };

/** What a sent mail's message offers: the mail itself, as kept in the outbox. */
export interface SentMail {
  feedback: Feedback;
  outboxId?: number | undefined;
}

/**
 * The quote's header actions (back-office §2): Payment Link once an insurer is set (not for a cancelled policy); once paid,
 * Schedule, Closing and Invoice in the DocumentModal ('Print This') and Send Documents.
 */
export function QuoteActions({
  quote,
  onResult,
  revalidate,
}: {
  quote: QuoteDetail;
  onResult: (result: SentMail | null) => void;
  revalidate: () => Promise<unknown>;
}): ReactElement | null {
  const client = useApiClient();
  const { canEdit } = useEditSession();
  const [sending, setSending] = useState<'link' | 'documents' | null>(null);
  const [shown, setShown] = useState<ShownDocument | null>(null);
  const policyId = quote.policy?.id;
  const isPaid = quote.status === 'paid';

  const sendLink = async (): Promise<void> => {
    onResult(null);
    setSending('link');
    try {
      const answer = await client.quotes.sendPaymentLink(quote.id);
      const outboxId = (answer as { data?: { outbox_id?: number } }).data?.outbox_id;
      onResult({ feedback: { tone: 'success', message: backOfficeMessages.paymentLinkSent }, outboxId });
      await revalidate();
    } catch (error) {
      onResult({ feedback: paymentLinkFailure(error) });
    } finally {
      setSending(null);
    }
  };

  const sendDocuments = async (): Promise<void> => {
    if (policyId === undefined) return;
    onResult(null);
    setSending('documents');
    try {
      const answer = await client.documents.send(policyId);
      const outboxId = (answer as { data?: { outbox_id?: number } }).data?.outbox_id;
      onResult({ feedback: { tone: 'success', message: backOfficeMessages.policyDocumentSent }, outboxId });
    } catch (error) {
      onResult({
        feedback:
          isApiError(error) && error.status === 403
            ? { tone: 'danger', message: FORBIDDEN_MESSAGE }
            : {
                tone: 'danger',
                message: backOfficeMessages.policyDocumentFailed,
                detail: isApiError(error) && error.status === 400 ? error.message : undefined,
              },
      });
    } finally {
      setSending(null);
    }
  };

  const open = async (kind: ShownDocument['kind']): Promise<void> => {
    if (policyId === undefined) return;
    setShown({ kind });
    try {
      const html = await client.documents.render(policyId, kind);
      setShown((current) => (current?.kind === kind ? { kind, html } : current));
    } catch (error) {
      const reason = isApiError(error) ? error.message : '';
      setShown((current) =>
        current?.kind === kind
          ? { kind, error: `Failed to load the ${documentTitles[kind].toLowerCase()}. ${reason}`.trim() }
          : current,
      );
    }
  };

  return (
    <>
      {canEdit && offersPaymentLink({ hasInsurer: quote.insurer !== null, policy: quote.policy }) ? (
        <Button variant="secondary" isPending={sending === 'link'} onPress={() => void sendLink()}>
          {sending === 'link' ? 'Sending...' : 'Payment Link'}
        </Button>
      ) : null}
      {isPaid && policyId !== undefined ? (
        <>
          {(Object.keys(documentTitles) as ShownDocument['kind'][]).map((kind) => (
            <Button key={kind} variant="secondary" onPress={() => void open(kind)}>
              {documentTitles[kind]}
            </Button>
          ))}
          {canEdit ? (
            <Button variant="secondary" isPending={sending === 'documents'} onPress={() => void sendDocuments()}>
              {sending === 'documents' ? 'Sending...' : 'Send Documents'}
            </Button>
          ) : null}
        </>
      ) : null}
      <DocumentModal
        isOpen={shown !== null}
        onOpenChange={(isOpen) => !isOpen && setShown(null)}
        title={shown ? documentTitles[shown.kind] : 'Document'}
        printLabel="Print This"
        {...(shown?.html !== undefined ? { html: shown.html } : {})}
        isLoading={shown !== null && shown.html === undefined && shown.error === undefined}
        {...(shown?.error ? { error: shown.error, onRetry: () => void open(shown.kind) } : {})}
      />
    </>
  );
}

/** A sent mail's message with the way to read the mail from the quote. */
export function SentMailLink({ outboxId }: { outboxId: number | undefined }): ReactElement | null {
  if (outboxId === undefined) return null;
  return <Link href={`/outbox/${outboxId}`}>Read the e-mail that was sent</Link>;
}
