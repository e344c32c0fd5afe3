import { longTextMaxLength, textMaxLength } from '../proposal/textLimits';

export const quoteInfoMessages = {
  status: 'Please select a status.',
  referredReason: 'Please enter the referred reason.',
  referredReasonLength: 'Please keep the referred reason under 1000 characters.',
  insurer: 'Please select an insurer.',
  saved: 'Quote updated successfully!',
  saveFailed: 'Failed to update quote details.',
  insurerSaveFailed: 'Failed to update insurer',
  policyNumberTaken: 'This policy number is already used by another policy',
} as const;

/** The longest referred reason staff may give, in characters once trimmed. */
export const referredReasonMaxLength = longTextMaxLength;
/** The longest WB code or policy number staff may give: a WB code is as long as the proposal's. */
export const quoteReferenceMaxLength = textMaxLength;

/**
 * What is wrong with a referred reason as typed, or undefined: it needs visible text, at most
 * referredReasonMaxLength characters once trimmed. A plain rule, so the quote editor checks it
 * without loading zod.
 */
export function referredReasonProblem(reason: string): string | undefined {
  const trimmed = reason.trim();
  if (trimmed.length === 0) return quoteInfoMessages.referredReason;
  if (trimmed.length > referredReasonMaxLength) return quoteInfoMessages.referredReasonLength;
  return undefined;
}

/** The reason is shown only while the quote is referred; 'N/A' otherwise. */
export function referredReasonText(status: string | null | undefined, reason: string | null | undefined): string {
  return status === 'referred' && reason ? reason : 'N/A';
}
