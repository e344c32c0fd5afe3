/** What the premium's amount fields say, the editor's and the API's alike (back-office §5: digits with up to two decimals). */
export const premiumAmountMessage = 'Please enter an amount with up to two decimals.';
export const premiumAmountRequiredMessage = 'Please enter an amount.';
