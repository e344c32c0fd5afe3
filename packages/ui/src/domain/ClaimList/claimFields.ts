import { proposalFields, type ClaimEntryValues } from '@buildcover/domain';

export type ClaimField = keyof ClaimEntryValues;

/** Order in which a claim's fields are shown (and tabbed through). */
export const claimFieldOrder: readonly ClaimField[] = ['insurer', 'claimDate', 'cost', 'claimedFor', 'address'];

/** Labels as the proposal form defines them (one wording, from @buildcover/domain). */
export const defaultClaimLabels: Record<ClaimField, string> = Object.fromEntries(
  claimFieldOrder.map((field) => [field, proposalFields.find((def) => def.path === `claims.*.${field}`)?.label ?? field]),
) as Record<ClaimField, string>;

/** DOM id of a claim field: the same path the validator reports ("claims.1.cost"), so ErrorSummary links work. */
export function claimFieldId(listName: string, index: number, field: ClaimField): string {
  return `${listName}.${index}.${field}`;
}
