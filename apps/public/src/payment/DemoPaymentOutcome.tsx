import type { PaymentDemoThreeDs } from '@buildcover/api-client';
import { cardSchemeLabels, formatAud, type CardScheme } from '@buildcover/domain';
import { Alert } from '@buildcover/ui';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import type { CardToken, ThreeDsDetails } from '@buildcover/api-client';

export interface DemoOutcome {
  card: CardToken;
  charges: PaymentDemoThreeDs;
  threeds: ThreeDsDetails;
  /** The test card's listed outcome (e.g. 'Visa: declined by the issuer'): what a real payment would do next. */
  testCard: string | null;
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  dt { font-weight: ${({ theme }) => theme.font.weight.bold}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const schemeLabel = (scheme: string): string => cardSchemeLabels[scheme as CardScheme] ?? scheme;

/** What a tester needs after a demo payment: the masked card, the surcharge, the 3-D Secure result. */
export function DemoPaymentOutcome({ outcome }: { outcome: DemoOutcome }): ReactElement {
  const { card, charges, threeds, testCard } = outcome;
  const surcharge = charges.surcharge_enabled ? `${formatAud(charges.surcharge_amount)} (${charges.rate}%)` : `${formatAud(charges.surcharge_amount)} (surcharging is off)`;
  return (
    <Alert tone="success" role="status" title="Card verified. No money was taken.">
      <Facts aria-label="Demo payment outcome">
        <dt>Card</dt>
        <dd>{card.card_number}</dd>
        <dt>Card type</dt>
        <dd>{schemeLabel(card.scheme)}</dd>
        <dt>Expiry</dt>
        <dd>{card.card_expiry}</dd>
        <dt>Name on card</dt>
        <dd>{card.card_holder}</dd>
        <dt>Amount</dt>
        <dd>{formatAud(charges.amount)}</dd>
        <dt>Card surcharge</dt>
        <dd>{surcharge}</dd>
        <dt>Total that would be charged</dt>
        <dd>{formatAud(charges.total_amount)}</dd>
        <dt>3-D Secure</dt>
        <dd>{`${threeds.message} (version ${threeds.data.threeds_version}, ECI ${threeds.data.sli})`}</dd>
        {testCard ? (
          <>
            <dt>Test card</dt>
            <dd>{testCard}</dd>
          </>
        ) : null}
        <dt>Verification id</dt>
        <dd>{threeds.data.directory_server_txn_id}</dd>
      </Facts>
    </Alert>
  );
}
