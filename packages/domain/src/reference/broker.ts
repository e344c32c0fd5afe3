/**
 * Who the customer is dealing with: the public site's header, footer and Contact page, and the
 * supplier a tax invoice names. One place, so a change of phone number or ABN is one edit.
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
