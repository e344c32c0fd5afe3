import type { PaymentDemoThreeDs, TestCard } from '@buildcover/api-client';
import { cardSchemeLabels, formatAud, type CardScheme } from '@buildcover/domain';
import { Alert } from '@buildcover/ui';
import { useReveal } from './useReveal';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import type { CardToken, ThreeDsDetails } from '@buildcover/api-client';

export interface DemoOutcome {
  card: CardToken;
  charges: PaymentDemoThreeDs;
  threeds: ThreeDsDetails;
  /** The published test card this is (its behaviour is what a real payment would do next). */
  testCard: TestCard | null;
}

/** Test cards that pass 3-D Secure and are then refused when charged. */
const declinedBehaviours: ReadonlySet<string> = new Set(['declined', 'insufficient_funds', 'expired_card']);

const Outcome = styled.div`
  &:focus-visible { outline: ${({ theme }) => theme.focusRing.outline}; outline-offset: 2px; }
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  dt { font-weight: ${({ theme }) => theme.font.weight.bold}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const schemeLabel = (scheme: string): string => cardSchemeLabels[scheme as CardScheme] ?? scheme;

/**
 * What a tester needs after a demo payment: whether the card would be charged or declined, the
 * masked card, the surcharge, the 3-D Secure result. Scrolled to and focused when it appears.
 */
export function DemoPaymentOutcome({ outcome }: { outcome: DemoOutcome }): ReactElement {
  const { card, charges, threeds, testCard } = outcome;
  const ref = useReveal<HTMLDivElement>();
  const declined = testCard !== null && declinedBehaviours.has(testCard.behaviour);
  const surcharge = charges.surcharge_enabled
    ? `${formatAud(charges.surcharge_amount)} (${charges.rate}%)`
    : `${formatAud(charges.surcharge_amount)} (surcharging is off)`;
  return (
    <Outcome ref={ref} tabIndex={-1}>
      <Alert
        tone={declined ? 'danger' : 'success'}
        role="status"
        title={
          declined
            ? 'Card declined. A real payment with this card would be refused. No money was taken.'
            : 'Card verified. No money was taken.'
        }
      >
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
              <dd>{testCard.description}</dd>
            </>
          ) : null}
          <dt>Verification id</dt>
          <dd>{threeds.data.directory_server_txn_id}</dd>
        </Facts>
      </Alert>
    </Outcome>
  );
}
