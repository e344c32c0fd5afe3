import { usePaymentsConfig, type PaymentsConfig } from '@buildcover/api-client';
import { formatAud } from '@buildcover/domain';
import { Alert, Button, MessageModal } from '@buildcover/ui';
import { useEffect, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { PageLoading } from '../layout/PageLoading';
import { AmountPayable } from './AmountPayable';
import { CardPaymentForm } from './CardPaymentForm';
import { PaymentReceipt } from './PaymentReceipt';
import { paymentMessages } from './paymentMessages';
import { useQuotePayment, type QuotePayment, type ReadyPayment } from './useQuotePayment';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;
const Paying = styled.p`
  margin: 0;
`;

/** While a payment is under way, closing or reloading the tab asks first (the browser's own prompt). */
function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

const backToQuote = (quoteId: string) => `/quotes/pay/${encodeURIComponent(quoteId)}`;

/**
 * '/payment' for one quote: the amount payable, the gateway's card fields and Make Payment, then
 * the receipt. Every failure shows in the 'Payment Failed!' popup and starts a clean attempt.
 */
export function QuoteCardPayment({ quoteId }: { quoteId: string }): ReactElement {
  const payment = useQuotePayment(quoteId);
  const settings = usePaymentsConfig();
  const [processing, setProcessing] = useState(false);
  // After a failure popup closes, the focus belongs to the (new) card form, never to the page's body.
  const [focusCardForm, setFocusCardForm] = useState(false);
  useLeaveWarning(processing);
  const { session, failure } = payment;

  const popup = (
    <MessageModal
      isOpen={failure !== null}
      onOpenChange={(open) => {
        if (open) return;
        payment.dismissFailure();
        setFocusCardForm(true);
      }}
      title={paymentMessages.failedTitle}
      tone="danger"
    >
      <p>{failure?.message}</p>
      {failure?.detail ? <p>{failure.detail}</p> : null}
    </MessageModal>
  );

  let content: ReactElement;
  switch (session.phase) {
    case 'starting':
      content = <PageLoading>Preparing your payment...</PageLoading>;
      break;
    case 'unavailable':
      content = (
        <Alert tone="danger" role="alert" title={session.failure.message}>
          {session.failure.detail ? <p>{session.failure.detail}</p> : null}
          <p>No money was taken.</p>
          <Button size="sm" variant="secondary" onPress={payment.restart}>
            Try again
          </Button>
        </Alert>
      );
      break;
    case 'blocked':
      content =
        session.reason === 'paid' ? (
          <Alert tone="success" title={session.message}>
            <Link href={`/quotes/view/${encodeURIComponent(quoteId)}`}>View your quote</Link>
          </Alert>
        ) : (
          <Alert tone="danger" role="alert" title={session.message ?? 'This quote is not ready for payment.'}>
            <Link href={backToQuote(quoteId)}>Back to your quote</Link>
          </Alert>
        );
      break;
    case 'expired':
      content = (
        <Alert tone="warning" role="alert" title="Your payment session has expired.">
          <p>
            For your security a card payment must be made within 20 minutes. No money was taken. Start again to enter
            your card.
          </p>
          <Button size="sm" onPress={payment.restart}>
            Start again
          </Button>
        </Alert>
      );
      break;
    case 'paid':
      content = (
        <PaymentReceipt
          receipt={session.receipt}
          quoteId={quoteId}
          recipient={session.recipient}
          surchargeRate={session.surchargeRate}
        />
      );
      break;
    case 'ready':
      content = (
        <CardForm
          ready={session}
          payment={payment}
          settings={settings.data}
          onProcessingChange={setProcessing}
          focusWhenReady={focusCardForm}
          onFocused={() => setFocusCardForm(false)}
        />
      );
      break;
  }
  return (
    <Stack>
      {content}
      {popup}
    </Stack>
  );
}

function CardForm({
  ready,
  payment,
  settings,
  onProcessingChange,
  focusWhenReady,
  onFocused,
}: {
  ready: ReadyPayment;
  payment: QuotePayment;
  settings: PaymentsConfig | undefined;
  onProcessingChange: (processing: boolean) => void;
  focusWhenReady: boolean;
  onFocused: () => void;
}): ReactElement {
  const { quote } = ready;
  return (
    <>
      <Paying>
        Paying quote <strong>{quote.ref}</strong> for {quote.insured.full_name}
        {quote.insurer?.name ? `, insured by ${quote.insurer.name}` : ''}: premium {formatAud(ready.premium)}.{' '}
        <Link href={backToQuote(quote.id)}>Back to your quote</Link>
      </Paying>
      <CardPaymentForm
        key={ready.drn}
        sdkUrl={ready.sdkUrl}
        config={ready.config}
        onBin={payment.onBin}
        verificationToken={payment.verificationToken}
        onVerified={payment.pay}
        onFailure={payment.onFailure}
        onProcessingChange={(now) => {
          payment.onProcessingChange(now);
          onProcessingChange(now);
        }}
        inlineFailures={false}
        focusWhenReady={focusWhenReady}
        onFocused={onFocused}
      >
        <AmountPayable premium={ready.premium} charges={payment.charges} settings={settings} />
      </CardPaymentForm>
    </>
  );
}
