export { ClaimList, withMinimumClaims, type ClaimListProps, type ClaimEntryErrors } from './ClaimList';
export { claimFieldId, claimFieldOrder, defaultClaimLabels, type ClaimField } from './claimFields';
