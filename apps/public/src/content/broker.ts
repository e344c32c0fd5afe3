/**
 * Who the customer is dealing with: shown in the header's Contact Details, the footer's licence
 * statement and the Contact page. One place, so a change of phone number is one edit.
 * The phone number is in ACMA's range reserved for examples; replace it, the ABN and the licence
 * number with the business's own before going live.
 */
export const broker = {
  tradingName: 'BuildCover',
  legalName: 'BuildCover Insurance Brokers Pty Ltd',
  abn: '51 824 753 556',
  afsl: '532214',
  phone: '1300 975 707',
  phoneHref: 'tel:+61300975707',
  email: 'quotes@buildcover.com.au',
  address: { street: 'Level 5, 66 Clarence Street', suburb: 'Sydney', state: 'NSW', postcode: '2000' },
  hours: 'Monday to Friday, 8:30 am to 5:30 pm (Sydney time)',
} as const;

export const brokerAddressLine = `${broker.address.street}, ${broker.address.suburb} ${broker.address.state} ${broker.address.postcode}`;

/** The footer's licence and trading-name statement. */
export const licenceStatement =
  `${broker.tradingName} is a trading name of ${broker.legalName} (ABN ${broker.abn}), ` +
  `holder of Australian Financial Services Licence ${broker.afsl}. ` +
  'Any advice on this website is general advice only and does not take into account your objectives, ' +
  'financial situation or needs. Before you buy, read the Product Disclosure Statement and Target Market ' +
  'Determination for the policy, and our Financial Services Guide, to decide whether the cover is right for you.';
