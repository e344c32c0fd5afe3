import { emptyProposal } from '../proposal/blank';
import type { ProposalFormValues } from '../proposal/schema';

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

/** An insurer as staff add one to the panel (POST /api/v1/insurer); every insurer rule accepts it. */
export const sampleInsurer = {
  name: 'Harbour Underwriting',
  email: 'cover@harbour.test',
  contact_no: '+61290001234',
  street: '1 Macquarie Place',
  suburb: 'Sydney',
  postcode: '2000',
  state: 'NSW',
  country: 'AU',
  abn: '51 824 753 556',
  afsl: '246525',
  underwriter: 'Harbour Underwriting Pty Ltd',
  uid: 'HARB',
  fsg_version: '3.1',
  pds_version: '2024-07',
  privacy_version: '1.0',
  advice_type: 'General',
  advice_given: 'General advice only',
  commission: '15',
  associate_commission: 12.5,
};
