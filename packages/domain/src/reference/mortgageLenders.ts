/**
 * Lenders a mortgagor can be chosen from: the major Australian home lenders (banks, mutuals and
 * non-bank lenders), then 'Other' which asks for the name.
 */
export const mortgageLenders = [
  'AMP Bank',
  'ANZ',
  'Bank Australia',
  'Bank of Melbourne',
  'Bank of Queensland',
  'BankSA',
  'Bankwest',
  'Bendigo Bank',
  'Beyond Bank',
  'Commonwealth Bank',
  'Great Southern Bank',
  "Heritage and People's Choice",
  'HSBC',
  'ING',
  'La Trobe Financial',
  'Liberty Financial',
  'Macquarie Bank',
  'ME Bank',
  'NAB',
  'Newcastle Permanent',
  'Pepper Money',
  'St.George Bank',
  'Suncorp Bank',
  'Teachers Mutual Bank',
  'Westpac',
  'Other',
] as const;
export type MortgageLender = (typeof mortgageLenders)[number];
export const mortgageLenderOther: MortgageLender = 'Other';
