import { usePublicApi, usePublicApiClient, usePaymentsConfig, type PaymentDemoThreeDs } from '@buildcover/api-client';
import { formatAud, quoteSurcharge, surchargeLabel } from '@buildcover/domain';
import { Alert, Button, LoadingState } from '@buildcover/ui';
import { useCallback, useMemo, useRef, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { CardPaymentForm } from './CardPaymentForm';
import { DemoPaymentOutcome, type DemoOutcome } from './DemoPaymentOutcome';
import { paymentMessages } from './paymentMessages';
import type { CardToken, TestCard } from '@buildcover/api-client';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

/**
 * /paymentdemo's card form: a demo reference from the server (POST /payments/demo), the hosted
 * fields, the surcharge as the BIN is typed, then tokenise → 3-D Secure → the outcome. No pay call.
 */
export function DemoCardPayment(): ReactElement {
  const client = usePublicApiClient();
  const settings = usePaymentsConfig();
  // One demo reference per visit: a new one only when the tester asks for it.
  const demo = usePublicApi(['payments/demo'], async (c) => (await c.payments.demo()).data, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  const [bin, setBin] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<DemoOutcome | null>(null);
  // The server's surcharge and total for the card being verified (set before 3-D Secure runs).
  const charges = useRef<PaymentDemoThreeDs | null>(null);

  const config = useMemo(
    () =>
      demo.data
        ? {
            reference: demo.data.reference,
            verification: demo.data.verification,
            amountInCents: demo.data.total_amountincents,
          }
        : null,
    [demo.data],
  );
  const onBin = useCallback((next: string | null) => {
    setBin(next);
    setOutcome(null);
  }, []);

  // While typing: the surcharge this card would add, by the domain's rule and the server's rates.
  const preview = useMemo(() => {
    if (!bin || !demo.data || !settings.data) return null;
    const { surcharge_enabled: enabled, surcharge_rates: rates } = settings.data;
    return quoteSurcharge(demo.data.amount, bin, {
      enabled,
      rates: rates ?? { visa: '0', mastercard: '0', amex: '0' },
    });
  }, [bin, demo.data, settings.data]);

  if (demo.error) {
    const sandboxOnly = demo.error.status === 404;
    return (
      <Alert tone="danger" role="alert" title={sandboxOnly ? demo.error.message : paymentMessages.configFailed}>
        {sandboxOnly ? null : (
          <Button size="sm" variant="secondary" onPress={() => void demo.mutate()}>
            Try again
          </Button>
        )}
      </Alert>
    );
  }
  if (!demo.data) return <LoadingState>Loading the card form...</LoadingState>;

  const drn = demo.data.drn;
  // The masked number keeps the BIN and the last four digits: enough to find the test card.
  const listedCard = (card: CardToken): TestCard | null => {
    const last4 = card.card_number.slice(-4);
    return settings.data?.test_cards.find((t) => t.number.startsWith(card.bin) && t.number.endsWith(last4)) ?? null;
  };
  const verificationToken = async (card: CardToken): Promise<string> => {
    charges.current = null;
    setOutcome(null);
    const answer = (await client.payments.demoThreeDs({ drn, bin: card.bin })).data;
    charges.current = answer;
    return answer.access_token;
  };

  return (
    <Stack>
      <CardPaymentForm
        sdkUrl={demo.data.sdk_url}
        config={config}
        onBin={onBin}
        verificationToken={verificationToken}
        onVerified={({ card, threeds }) => {
          if (charges.current) setOutcome({ card, threeds, charges: charges.current, testCard: listedCard(card) });
        }}
        onFailure={() => setOutcome(null)}
      >
        <p>
          Demo amount: <strong>{formatAud(demo.data.amount)}</strong>
          {preview?.ok
            ? `, plus ${surchargeLabel(preview.surcharge)}: ${formatAud(preview.surcharge.surcharge_amount)}. Total ${formatAud(preview.surcharge.total_amount)}.`
            : ' plus the card surcharge.'}
        </p>
        {preview && !preview.ok ? <Alert tone="warning" title={preview.message} /> : null}
      </CardPaymentForm>
      {outcome ? <DemoPaymentOutcome outcome={outcome} /> : null}
    </Stack>
  );
}
