/** Browser autofill hints for the customer's own details; other fields get none. */
const hints: Record<string, string> = {
  'policyHolder.title': 'honorific-prefix',
  'policyHolder.firstName': 'given-name',
  'policyHolder.surname': 'family-name',
  'policyHolder.contactPhone': 'tel-national',
  'policyHolder.emailAddress': 'email',
  'policyHolder.confirmEmailAddress': 'email',
  street: 'address-line1',
  suburb: 'address-level2',
  state: 'address-level1',
  postcode: 'postal-code',
};

export function autoCompleteFor(path: string): string {
  return hints[path] ?? 'off';
}
