/**
 * What the pay screen hands to '/payment' in the history entry's state (public-site §2: the card
 * screen needs quote data from the previous screen). It survives a reload of '/payment' and
 * nothing else: the payment itself is never stored.
 */
export interface PaymentHandover {
  /** The quote's public link id. */
  quoteId: string;
  /** The customer ticked the declaration on the pay screen. */
  consent: true;
}

export function readHandover(state: unknown): PaymentHandover | null {
  if (typeof state !== 'object' || state === null) return null;
  const { quoteId, consent } = state as Record<string, unknown>;
  return typeof quoteId === 'string' && quoteId !== '' && consent === true ? { quoteId, consent } : null;
}
