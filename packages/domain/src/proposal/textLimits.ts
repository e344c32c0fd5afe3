// The proposal's text limits, in a module of their own: the back office's quote editor shares them
// without loading the proposal's field list (fields.ts).

/** Message when a text input is over its limit: one wording for every text field. */
export const textTooLongMessage = 'Please enter no more than 50 characters.';
export const longTextTooLongMessage = 'Please enter no more than 1000 characters.';
export const textMaxLength = 50;
export const longTextMaxLength = 1000;
