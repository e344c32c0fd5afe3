/** The proposal's sections in the spec's order; each collapses and opens the next when valid. */
export const proposalSections = [
  { id: 'policyHolder', title: 'Policy Holder' },
  { id: 'propertyLocation', title: 'Property Location' },
  { id: 'coverage', title: 'Coverage' },
  { id: 'projectDetails', title: 'Project Details' },
  { id: 'previousClaims', title: 'Previous Claims' },
  { id: 'propertyHolderRisk', title: 'Property Holder Risk' },
  { id: 'propertyRisk', title: 'Property Risk' },
  { id: 'declaration', title: 'Declaration' },
] as const;
export type ProposalSectionId = (typeof proposalSections)[number]['id'];
