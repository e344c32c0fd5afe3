export { ClaimList, withMinimumClaims, type ClaimListProps, type ClaimEntryErrors } from './ClaimList';
export {
  claimFieldId,
  claimFieldOrder,
  claimErrorsFromFieldErrors,
  defaultClaimLabels,
  type ClaimField,
} from './claimFields';
