import { Alert, Button, LoadingState } from '@buildcover/ui';
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { paymentMessages } from './paymentMessages';
import type { CardToken, ThreeDsDetails } from '@buildcover/api-client';
import type { CardFieldsConfig } from './sandboxGateway';
import { useSandboxCardFields } from './useSandboxCardFields';

/** A payment step that went wrong: the spec's text, and the gateway's or server's reason when it adds something. */
export interface PaymentFailure {
  message: string;
  detail: string | null;
}

/** Thrown by a caller's step (`verificationToken`, `onVerified`) to be shown exactly as given. */
export class PaymentFailureError extends Error {
  readonly detail: string | null;
  constructor(message: string, detail: string | null = null) {
    super(message);
    this.name = 'PaymentFailureError';
    this.detail = detail;
  }
}

export interface CardPaymentFormProps {
  sdkUrl: string | null;
  /** The tokenise config for this payment reference (from the server); null while it loads. */
  config: CardFieldsConfig | null;
  onBin?: (bin: string | null, scheme: string | null) => void;
  /** After tokenising: the 3-D Secure access token for this card (the server call that knows the surcharged total). */
  verificationToken: (card: CardToken) => Promise<string>;
  /** After 3-D Secure passed: the pay screen pays here; the demo shows the outcome. A rejection shows as a failure. */
  onVerified: (result: { card: CardToken; threeds: ThreeDsDetails }) => Promise<void> | void;
  /** Every failure, after it is shown (the caller clears its payment state). */
  onFailure?: (failure: PaymentFailure) => void;
  submitLabel?: string;
  /** Extra content between the fields and the button (e.g. the amount to pay). */
  children?: ReactNode;
  /** Told when a payment starts and ends (e.g. to warn before leaving the page). */
  onProcessingChange?: (processing: boolean) => void;
  /**
   * True once a failure popup closed: the focus goes to the card number field as soon as the card
   * form is ready (the form that had it was replaced by a clean attempt), then `onFocused`.
   */
  focusWhenReady?: boolean;
  onFocused?: () => void;
  /** false: failures are only reported to `onFailure` (the pay screen shows them in its popup). */
  inlineFailures?: boolean;
}

/** The gateway's iframe goes in here; React renders nothing inside it. */
const Fields = styled.div`
  width: 100%;
`;
const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: start;
  > [role='alert'], > [role='status'] { justify-self: stretch; }
`;

/**
 * The card fields refused what was typed (the SDK names the field): the gateway shows the message
 * beside that field and focuses it, so this is no failed payment and nothing typed is cleared.
 */
const invalidField = (error: unknown): boolean =>
  error instanceof Error && typeof (error as { field?: unknown }).field === 'string';

/** The customer cancelled the 3-D Secure challenge (the SDK's status), so nothing was tried on the card. */
const verificationCancelled = (error: unknown): boolean =>
  error instanceof Error && (error as { status?: unknown }).status === 'cancelled';

const reason = (error: unknown): string | null => (error instanceof Error && error.message ? error.message : null);
const failure = (message: string, error: unknown): PaymentFailure => {
  if (error instanceof PaymentFailureError) return { message: error.message, detail: error.detail };
  const detail = reason(error);
  return { message, detail: detail && detail !== message ? detail : null };
};

/**
 * The card part of a payment: the gateway's hosted fields, then on submit tokenise → 3-D Secure
 * access token (from the caller) → 3-D Secure (challenge in the gateway's modal) → `onVerified`.
 * A second press while processing is ignored. Never sees a card number, only the token.
 */
export function CardPaymentForm({
  sdkUrl,
  config,
  onBin,
  verificationToken,
  onVerified,
  onFailure,
  submitLabel = 'Make Payment',
  children,
  inlineFailures = true,
  onProcessingChange,
  focusWhenReady = false,
  onFocused,
}: CardPaymentFormProps): ReactElement {
  const fields = useSandboxCardFields({ sdkUrl, config, onBin });
  const { status, focus } = fields;
  useEffect(() => {
    if (!focusWhenReady || status !== 'ready') return;
    focus();
    onFocused?.();
  }, [focusWhenReady, status, focus, onFocused]);
  const [processing, setProcessing] = useState(false);
  const [shown, setShown] = useState<PaymentFailure | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const busy = useRef(false);

  const submit = async () => {
    if (busy.current) return;
    busy.current = true;
    setProcessing(true);
    onProcessingChange?.(true);
    setShown(null);
    setCancelled(false);
    const stop = (problem: PaymentFailure) => {
      if (inlineFailures) setShown(problem);
      onFailure?.(problem);
    };
    try {
      let card: CardToken;
      try {
        card = await fields.tokenize();
      } catch (error) {
        if (invalidField(error)) return;
        return stop(failure(paymentMessages.tokenizeFailed, error));
      }
      let accessToken: string;
      try {
        accessToken = await verificationToken(card);
      } catch (error) {
        return stop(failure(paymentMessages.serverFailed, error));
      }
      let threeds: ThreeDsDetails;
      try {
        threeds = await fields.authenticate(accessToken, card.token);
      } catch (error) {
        // Cancelled by the customer: keep the card as typed so Make Payment tries again with it.
        if (verificationCancelled(error)) return setCancelled(true);
        return stop(failure(paymentMessages.verificationFailed, error));
      }
      try {
        await onVerified({ card, threeds });
      } catch (error) {
        return stop(failure(reason(error) ?? paymentMessages.serverFailed, error));
      }
    } finally {
      busy.current = false;
      setProcessing(false);
      onProcessingChange?.(false);
    }
  };

  if (fields.status === 'error')
    return <Alert tone="danger" role="alert" title={fields.error ?? paymentMessages.sdkMissing} />;
  return (
    <Stack>
      {fields.status !== 'ready' ? <LoadingState>Loading the card form...</LoadingState> : null}
      <Fields ref={fields.containerRef} />
      {children}
      {cancelled ? (
        <Alert tone="warning" role="status" title={paymentMessages.verificationCancelled}>
          {paymentMessages.verificationCancelledDetail}
        </Alert>
      ) : null}
      {shown ? (
        <Alert tone="danger" role="alert" title={shown.message}>
          {shown.detail}
        </Alert>
      ) : null}
      <Button
        variant="primary"
        size="lg"
        isDisabled={fields.status !== 'ready'}
        isPending={processing}
        onPress={() => void submit()}
      >
        {processing ? 'Processing...' : submitLabel}
      </Button>
    </Stack>
  );
}
