import { emptyProposal, type ProposalFormValues } from '../proposal/values';

/** Test fixtures: today is fixed so date rules are deterministic. */
export const TODAY = '2026-11-22';

/** A complete proposal that every rule accepts and no underwriting rule trips. */
export function cleanProposal(overrides: Partial<ProposalFormValues> = {}): ProposalFormValues {
  return {
    ...emptyProposal(),
    policyHolder: {
      title: 'Ms',
      firstName: 'Jane',
      surname: 'Citizen',
      contactPhone: '0412345678',
      emailAddress: 'jane@example.com.au',
      confirmEmailAddress: 'jane@example.com.au',
      wbCode: '',
      abn: '',
    },
    addPolicyHolder: 'no',
    street: '12 Example Street',
    suburb: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
    constructionValue: '450000',
    aboutConstructionProject: 'New home',
    liabilityIndemnity: '5000000',
    existingStructure: 'no',
    constructionWork: 'no',
    builderProjectStartDate: '2026-12-01',
    mortgage: 'no',
    damage: 'no',
    cumulatively: 'no',
    excessImposed: 'no',
    suffered: 'no',
    bankrupt: 'no',
    convicted: 'no',
    excavationDeeper: 'no',
    workInvolving: 'no',
    waterEscape: 'no',
    demolition: 'no',
    asbestos: 'no',
    heritage: 'no',
    houseRaising: 'no',
    experimentalMethods: 'no',
    straw: 'no',
    duplex: 'no',
    workOutsideMainland: 'no',
    swimmingPoolContracts: 'no',
    declaration: true,
    ...overrides,
  };
}
