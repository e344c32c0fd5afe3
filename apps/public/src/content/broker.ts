import { broker } from '@buildcover/domain';

/** Who the customer deals with lives in the domain (reference/broker.ts): the tax invoice names the same supplier. */
export { broker, brokerAddressLine } from '@buildcover/domain';

/** The footer's licence and trading-name statement. */
export const licenceStatement =
  `${broker.tradingName} is a trading name of ${broker.legalName} (ABN ${broker.abn}), ` +
  `holder of Australian Financial Services Licence ${broker.afsl}. ` +
  'Any advice on this website is general advice only and does not take into account your objectives, ' +
  'financial situation or needs. Before you buy, read the Product Disclosure Statement and Target Market ' +
  'Determination for the policy, and our Financial Services Guide, to decide whether the cover is right for you.';
