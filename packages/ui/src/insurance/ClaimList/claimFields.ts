import { fieldDomId, proposalFields, type ClaimEntryValues } from '@buildcover/domain';

export type ClaimField = keyof ClaimEntryValues;

/** Order in which a claim's fields are shown (and tabbed through): the field table's, as the error summary lists them. */
export const claimFieldOrder: readonly ClaimField[] = proposalFields.flatMap((def) =>
  def.path.startsWith('claims.*.') ? [def.path.slice('claims.*.'.length) as ClaimField] : [],
);

/** Labels as the proposal form defines them (one wording, from @buildcover/domain). */
export const defaultClaimLabels: Record<ClaimField, string> = Object.fromEntries(
  claimFieldOrder.map((field) => [
    field,
    proposalFields.find((def) => def.path === `claims.*.${field}`)?.label ?? field,
  ]),
) as Record<ClaimField, string>;

/**
 * DOM id of a claim field: the domain's id for the path the validator reports ("claims.1.cost" →
 * "claims-1-cost"), the id every other proposal field and the error summary's links use.
 */
export function claimFieldId(listName: string, index: number, field: ClaimField): string {
  return fieldDomId(`${listName}.${index}.${field}`);
}

/** The shape react-hook-form gives for one entry's errors (`errors.claims[i]`). */
type EntryFieldErrors = Partial<Record<ClaimField, { message?: string } | undefined>> | undefined | null;

/**
 * react-hook-form's `errors.claims` → ClaimList's `errors` prop (messages only). Accepts the
 * array RHF builds for field arrays; anything else (a list-level error) gives no entry errors.
 */
export function claimErrorsFromFieldErrors(
  entries: unknown,
): Array<Partial<Record<ClaimField, string | undefined>> | undefined> {
  if (!Array.isArray(entries)) return [];
  return (entries as EntryFieldErrors[]).map((entry) =>
    entry ? Object.fromEntries(claimFieldOrder.map((field) => [field, entry[field]?.message])) : undefined,
  );
}
