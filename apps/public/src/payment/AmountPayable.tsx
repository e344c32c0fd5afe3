import type { PaymentsConfig } from '@buildcover/api-client';
import { cardSchemeLabels, cardSchemes, formatAud, surchargeLabel, type CardScheme } from '@buildcover/domain';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import type { CardCharges } from './useQuotePayment';

const Box = styled.dl`
  display: grid;
  /* The words keep half the width on a phone; a value in words ("Shown when you enter your card
     number") wraps in its own column instead of squeezing them to a word a line. */
  grid-template-columns: minmax(50%, 1fr) auto;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  width: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  font-variant-numeric: tabular-nums;
  dt { color: ${({ theme }) => theme.color.text}; }
  dd { margin: 0; text-align: end; font-weight: ${({ theme }) => theme.font.weight.medium}; }
  .total { font-size: ${({ theme }) => theme.font.size.lg}; font-weight: ${({ theme }) => theme.font.weight.bold}; }
  dt.total { border-top: 1px solid ${({ theme }) => theme.color.border}; padding-top: ${({ theme }) => theme.space[2]}; }
  dd.total { border-top: 1px solid ${({ theme }) => theme.color.border}; padding-top: ${({ theme }) => theme.space[2]}; }
`;
const Region = styled.section`
  width: 100%;
`;
const Hint = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** "Visa 1.10%, Mastercard 1.10% and American Express 2.50%": the rates before the card is known. */
function ratesInWords(rates: PaymentsConfig['surcharge_rates']): string {
  if (!rates) return '';
  const parts = cardSchemes.map((scheme: CardScheme) => `${cardSchemeLabels[scheme]} ${rates[scheme]}%`);
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * The amount payable before the customer pays: the premium, the card surcharge named with its rate
 * once the card number tells the scheme, and the total that will be charged. Announced as it changes.
 */
export function AmountPayable({
  premium,
  charges,
  settings,
}: {
  premium: string;
  charges: CardCharges;
  settings: PaymentsConfig | undefined;
}): ReactElement {
  const surchargeOff = settings ? !settings.surcharge_enabled : false;
  let surchargeTerm = 'Card surcharge';
  let surchargeValue = 'Shown when you enter your card number';
  let total = surchargeOff ? formatAud(premium) : '-';
  let hint: string | null = settings?.surcharge_enabled
    ? `A card surcharge applies: ${ratesInWords(settings.surcharge_rates)} of the premium.`
    : null;
  if (surchargeOff) {
    surchargeValue = formatAud(0);
    hint = 'No card surcharge applies.';
  } else if (charges.status === 'loading') {
    surchargeValue = 'Working it out...';
  } else if (charges.status === 'refused') {
    surchargeValue = '-';
    hint = charges.message;
  } else if (charges.status === 'known') {
    const { surcharge } = charges;
    surchargeTerm = surcharge.surcharge_enabled
      ? surchargeLabel({ scheme: surcharge.scheme as CardScheme, rate: surcharge.rate })
      : 'Card surcharge';
    surchargeValue = formatAud(surcharge.surcharge_amount);
    total = formatAud(surcharge.total_amount);
    hint = null;
  }
  return (
    <Region aria-label="Amount payable" aria-live="polite">
      <Box>
        <dt>Premium (including GST and stamp duty)</dt>
        <dd>{formatAud(premium)}</dd>
        <dt>{surchargeTerm}</dt>
        <dd>{surchargeValue}</dd>
        <dt className="total">Total to pay</dt>
        <dd className="total">{total}</dd>
      </Box>
      {hint ? <Hint>{hint}</Hint> : null}
    </Region>
  );
}
