import { describe, expect, it } from 'vitest';
import { cleanProposal, TODAY } from '../testing/proposals';
import { createProposalSchema, createSectionSchema, type ProposalFormValues } from './schema';
import { validateProposal, visibleFieldPaths } from './validate';
import { emptyClaimEntry, emptyProposal } from './blank';
import { fieldDomId, proposalField } from './fields';

const issuesOf = (values: ProposalFormValues, mode: 'public' | 'editor' = 'public') =>
  validateProposal(values, { today: TODAY, mode });
const messageAt = (values: ProposalFormValues, path: string, mode: 'public' | 'editor' = 'public') =>
  issuesOf(values, mode).find((i) => i.path === path)?.message;

const holder = (changes: Partial<ProposalFormValues['policyHolder']>) => ({
  ...cleanProposal().policyHolder,
  ...changes,
});
const additional = (changes: Partial<ProposalFormValues['policyHolder']>): Partial<ProposalFormValues> => ({
  addPolicyHolder: 'yes',
  additionalHolder: holder(changes),
});
const claim = (changes: Partial<ProposalFormValues['claims'][number]>) => ({
  insurer: 'NRMA',
  claimDate: '2025-03-01',
  claimedFor: 'Storm damage',
  cost: '4200',
  address: '1 Old Road, Penrith',
  ...changes,
});

describe('a complete proposal', () => {
  it('has no problems and parses through the schema', () => {
    expect(issuesOf(cleanProposal())).toEqual([]);
    const result = createProposalSchema({ today: TODAY }).safeParse(cleanProposal());
    expect(result.success).toBe(true);
  });

  it('a blank form lists the required messages in form order, starting with the title', () => {
    const issues = issuesOf(emptyProposal());
    expect(issues[0]).toEqual({ path: 'policyHolder.title', message: 'Please select an option.' });
    expect(issues.map((i) => i.path)).toContain('declaration');
    expect(issues.at(-1)?.path).toBe('declaration');
  });
});

// [case, values, path, message]: every message of public-site §5 and the ones we added.
const messageCases: [string, Partial<ProposalFormValues>, string, string][] = [
  ['title missing', { policyHolder: holder({ title: '' }) }, 'policyHolder.title', 'Please select an option.'],
  ['title not offered', { policyHolder: holder({ title: 'Sir' }) }, 'policyHolder.title', 'Please select an option.'],
  [
    'first name missing',
    { policyHolder: holder({ firstName: '  ' }) },
    'policyHolder.firstName',
    'Please enter the first name.',
  ],
  [
    'first name too long',
    { policyHolder: holder({ firstName: 'x'.repeat(51) }) },
    'policyHolder.firstName',
    'Please enter no more than 50 characters.',
  ],
  ['surname missing', { policyHolder: holder({ surname: '' }) }, 'policyHolder.surname', 'Please enter the surname.'],
  [
    'phone missing',
    { policyHolder: holder({ contactPhone: '' }) },
    'policyHolder.contactPhone',
    'Please enter the contact phone number.',
  ],
  [
    'phone 9 digits',
    { policyHolder: holder({ contactPhone: '041234567' }) },
    'policyHolder.contactPhone',
    'Contact phone number must be 10 digits.',
  ],
  [
    'phone 11 digits',
    { policyHolder: holder({ contactPhone: '04123456789' }) },
    'policyHolder.contactPhone',
    'Contact phone number must be 10 digits.',
  ],
  [
    'phone letters',
    { policyHolder: holder({ contactPhone: '04123x5678' }) },
    'policyHolder.contactPhone',
    'Contact phone number must be 10 digits.',
  ],
  [
    'email missing',
    { policyHolder: holder({ emailAddress: '', confirmEmailAddress: '' }) },
    'policyHolder.emailAddress',
    'Email address must be valid.',
  ],
  [
    'email invalid',
    { policyHolder: holder({ emailAddress: 'jane@', confirmEmailAddress: 'jane@' }) },
    'policyHolder.emailAddress',
    'Email address must be valid.',
  ],
  [
    'confirm invalid',
    { policyHolder: holder({ confirmEmailAddress: 'jane' }) },
    'policyHolder.confirmEmailAddress',
    'Confirm email address must be valid.',
  ],
  [
    'confirm differs',
    { policyHolder: holder({ confirmEmailAddress: 'john@example.com.au' }) },
    'policyHolder.confirmEmailAddress',
    'Email addresses do not match.',
  ],
  ['abn short', { policyHolder: holder({ abn: '123' }) }, 'policyHolder.abn', 'ABN must contain exactly 11 digits.'],
  ['add holder unanswered', { addPolicyHolder: '' }, 'addPolicyHolder', 'Please select an option.'],
  [
    'additional title',
    additional({ title: '' }),
    'additionalHolder.title',
    "Please select the additional policy holder's title.",
  ],
  [
    'additional first name',
    additional({ firstName: '' }),
    'additionalHolder.firstName',
    "Please enter the additional policy holder's first name.",
  ],
  [
    'additional surname',
    additional({ surname: '' }),
    'additionalHolder.surname',
    "Please enter the additional policy holder's surname.",
  ],
  [
    'additional phone missing',
    additional({ contactPhone: '' }),
    'additionalHolder.contactPhone',
    "Please enter the additional policy holder's contact phone number.",
  ],
  [
    'additional phone digits',
    additional({ contactPhone: '12345' }),
    'additionalHolder.contactPhone',
    "Additional policy holder's contact phone number must be 10 digits.",
  ],
  [
    'additional email',
    additional({ emailAddress: 'nope' }),
    'additionalHolder.emailAddress',
    "Additional policy holder's email address must be valid.",
  ],
  [
    'additional confirm invalid',
    additional({ confirmEmailAddress: 'nope' }),
    'additionalHolder.confirmEmailAddress',
    "Confirm additional policy holder's email address must be valid.",
  ],
  [
    'additional confirm differs',
    additional({ confirmEmailAddress: 'other@example.com' }),
    'additionalHolder.confirmEmailAddress',
    "Additional policy holder's email addresses do not match.",
  ],
  ['street', { street: '' }, 'street', 'Street Number/Name is required.'],
  ['suburb', { suburb: '' }, 'suburb', 'Suburb is required.'],
  ['state', { state: '' }, 'state', 'State is required.'],
  ['state unknown', { state: 'XX' }, 'state', 'State is required.'],
  ['postcode missing', { postcode: '' }, 'postcode', 'Postcode is required.'],
  ['postcode 3 digits', { postcode: '215' }, 'postcode', 'Postcode must be 4 digits.'],
  ['postcode letters', { postcode: '21a0' }, 'postcode', 'Postcode must be 4 digits.'],
  [
    'victorian protection',
    { state: 'VIC', postcode: '3000' },
    'victorianProtection',
    'Please select an option for protection work for an adjoining property.',
  ],
  [
    'adjoining property',
    { state: 'VIC', victorianProtection: 'yes', photographicSurvey: 'yes' },
    'adjoiningProperty',
    'Please select an option for the adjoining owner agreement.',
  ],
  [
    'photographic survey',
    { state: 'VIC', victorianProtection: 'yes', adjoiningProperty: 'yes' },
    'photographicSurvey',
    'Please select an option for the photographic survey.',
  ],
  [
    'construction value missing',
    { constructionValue: '' },
    'constructionValue',
    'Please enter value of the construction work.',
  ],
  [
    'construction value text',
    { constructionValue: 'lots' },
    'constructionValue',
    'Value of the construction work must be a number.',
  ],
  [
    'construction value negative',
    { constructionValue: '-5' },
    'constructionValue',
    'Value of the construction work must be a number.',
  ],
  [
    'construction value three decimals',
    { constructionValue: '10.005' },
    'constructionValue',
    'Value of the construction work must be a number.',
  ],
  [
    'construction value zero',
    { constructionValue: '0' },
    'constructionValue',
    'Value of the construction work must be more than $0.',
  ],
  [
    'construction project',
    { aboutConstructionProject: '' },
    'aboutConstructionProject',
    'Please select the construction project type.',
  ],
  [
    'construction type other',
    { aboutConstructionProject: 'Other' },
    'constructionTypeOther',
    'Please specify the construction type.',
  ],
  ['liability', { liabilityIndemnity: '' }, 'liabilityIndemnity', 'Public liability indemnity limit is required.'],
  [
    'liability not offered',
    { liabilityIndemnity: '1000000' },
    'liabilityIndemnity',
    'Public liability indemnity limit is required.',
  ],
  [
    'existing structure',
    { existingStructure: '' },
    'existingStructure',
    'Please select an option for insuring the existing structure.',
  ],
  [
    'existing value',
    { existingStructure: 'yes', nonCombustible: 'yes', structurallyUnsound: 'no' },
    'existingStructureValue',
    'Please enter the replacement value of the existing structure.',
  ],
  [
    'existing value text',
    { existingStructure: 'yes', existingStructureValue: '1,2', nonCombustible: 'yes', structurallyUnsound: 'no' },
    'existingStructureValue',
    'Replacement value of the existing structure must be a number.',
  ],
  [
    'non-combustible',
    { existingStructure: 'yes', existingStructureValue: '100000', structurallyUnsound: 'no' },
    'nonCombustible',
    'Please select an option for non-combustible materials.',
  ],
  [
    'materials comment',
    { existingStructure: 'yes', existingStructureValue: '100000', nonCombustible: 'no', structurallyUnsound: 'no' },
    'nonCombustibleComments',
    'Please describe the materials used in the structure.',
  ],
  [
    'dilapidated',
    { existingStructure: 'yes', existingStructureValue: '100000', nonCombustible: 'yes' },
    'structurallyUnsound',
    'Please select an option for the condition of the existing structure.',
  ],
  [
    'work started unanswered',
    { constructionWork: '' },
    'constructionWork',
    'Please select an option for whether construction work has started.',
  ],
  [
    'start date missing',
    { builderProjectStartDate: '' },
    'builderProjectStartDate',
    'Proposed start date is required.',
  ],
  [
    'start date yesterday',
    { builderProjectStartDate: '2026-11-21' },
    'builderProjectStartDate',
    'Proposed start date cannot be earlier than today.',
  ],
  [
    'start date not a date',
    { builderProjectStartDate: '2026-02-30' },
    'builderProjectStartDate',
    'Please enter a valid date.',
  ],
  [
    'commenced a year ago',
    {
      constructionWork: 'yes',
      workComments: 'Slab',
      completedWorkValueToDate: '1',
      commencedConstructionAwareness: 'no',
    },
    'workCommence1YearAgo',
    'Please select an option for when work commenced.',
  ],
  [
    'commence date',
    {
      constructionWork: 'yes',
      workCommence1YearAgo: 'yes',
      workComments: 'Slab',
      completedWorkValueToDate: '1',
      commencedConstructionAwareness: 'no',
    },
    'workCommenceDate',
    'Work commence date is required.',
  ],
  [
    'commence date today',
    {
      constructionWork: 'yes',
      workCommence1YearAgo: 'yes',
      workCommenceDate: TODAY,
      workComments: 'Slab',
      completedWorkValueToDate: '1',
      commencedConstructionAwareness: 'no',
    },
    'workCommenceDate',
    'Date cannot be later than yesterday.',
  ],
  [
    'work comments',
    {
      constructionWork: 'yes',
      workCommence1YearAgo: 'no',
      completedWorkValueToDate: '1',
      commencedConstructionAwareness: 'no',
    },
    'workComments',
    'Please describe the complete work.',
  ],
  [
    'completed value missing',
    { constructionWork: 'yes', workCommence1YearAgo: 'no', workComments: 'Slab', commencedConstructionAwareness: 'no' },
    'completedWorkValueToDate',
    'Please enter the value of completed work to date.',
  ],
  [
    'completed value text',
    {
      constructionWork: 'yes',
      workCommence1YearAgo: 'no',
      workComments: 'Slab',
      completedWorkValueToDate: 'abc',
      commencedConstructionAwareness: 'no',
    },
    'completedWorkValueToDate',
    'Value of completed work to date must be a number.',
  ],
  [
    'aware of losses',
    { constructionWork: 'yes', workCommence1YearAgo: 'no', workComments: 'Slab', completedWorkValueToDate: '1' },
    'commencedConstructionAwareness',
    'Please select an option for claims or losses on the work done so far.',
  ],
  [
    'further details',
    {
      constructionWork: 'yes',
      workCommence1YearAgo: 'no',
      workComments: 'Slab',
      completedWorkValueToDate: '1',
      commencedConstructionAwareness: 'yes',
    },
    'furtherDetails',
    'Further details are required.',
  ],
  ['mortgage', { mortgage: '' }, 'mortgage', 'Please select an option for a mortgage on the property.'],
  ['mortgagor', { mortgage: 'yes' }, 'mortgageName', 'Please select the name of the Mortgagor.'],
  [
    'mortgagor other',
    { mortgage: 'yes', mortgageName: 'Other' },
    'mortgageNameOther',
    'Please enter the name of the Mortgagor.',
  ],
  ['damage', { damage: '' }, 'damage', 'Please select an option for past claims.'],
  ['claims minimum', { damage: 'yes', claims: [claim({})] }, 'claims', 'Please enter at least 2 claims.'],
  [
    'claim insurer',
    { damage: 'yes', claims: [claim({}), claim({ insurer: '' })] },
    'claims.1.insurer',
    'Insurer is required.',
  ],
  [
    'claim date',
    { damage: 'yes', claims: [claim({ claimDate: '' }), claim({})] },
    'claims.0.claimDate',
    'Claim date is required.',
  ],
  [
    'claim date future',
    { damage: 'yes', claims: [claim({ claimDate: '2027-01-01' }), claim({})] },
    'claims.0.claimDate',
    'Date cannot be later than yesterday.',
  ],
  [
    'claim purpose',
    { damage: 'yes', claims: [claim({ claimedFor: '' }), claim({})] },
    'claims.0.claimedFor',
    'Claim purpose is required.',
  ],
  [
    'claim cost',
    { damage: 'yes', claims: [claim({ cost: '' }), claim({})] },
    'claims.0.cost',
    'Claim cost is required.',
  ],
  [
    'claim cost text',
    { damage: 'yes', claims: [claim({ cost: 'a lot' }), claim({})] },
    'claims.0.cost',
    'Claim cost must be a number.',
  ],
  [
    'claim address',
    { damage: 'yes', claims: [claim({}), claim({}), claim({ address: '' })] },
    'claims.2.address',
    'Address is required.',
  ],
  ['over ten thousand', { cumulatively: '' }, 'cumulatively', 'Please select an option for claims over $10,000.'],
  ['cumulative insurer', { cumulatively: 'yes' }, 'cumulativeInsurer', 'Insurer is required.'],
  ['cumulative date', { cumulatively: 'yes' }, 'cumulativeDate', 'Claim date is required.'],
  ['cumulative details', { cumulatively: 'yes' }, 'cumulativeClaimedFor', 'Claim details are required.'],
  ['cumulative cost', { cumulatively: 'yes' }, 'cumulativeCost', 'Claim cost is required.'],
  [
    'cumulative cost text',
    { cumulatively: 'yes', cumulativeCost: '$12k' },
    'cumulativeCost',
    'Claim cost must be a number.',
  ],
  ['cumulative address', { cumulatively: 'yes' }, 'cumulativeAddress', 'Address is required.'],
  [
    'declined insurance',
    { excessImposed: '' },
    'excessImposed',
    'Please select an option for declined or cancelled insurance.',
  ],
  ['declined date', { excessImposed: 'yes' }, 'excessImposedDate', 'Date is required.'],
  ['declined type', { excessImposed: 'yes' }, 'insuranceType', 'Insurance type is required.'],
  ['declined reason', { excessImposed: 'yes' }, 'insuranceDeclinedReason', 'Reason is required.'],
  ['declined insurer', { excessImposed: 'yes' }, 'whoInsurer', 'Insurer name is required.'],
  ['suffered', { suffered: '' }, 'suffered', 'Please select an option for losses suffered.'],
  ['suffered details', { suffered: 'yes' }, 'sufferedDetails', 'Further details are required.'],
  ['bankrupt', { bankrupt: '' }, 'bankrupt', 'Please select an option for bankruptcy.'],
  ['bankrupt when', { bankrupt: 'yes' }, 'bankruptWhen', 'Date of the bankruptcy is required.'],
  ['arrangement', { bankrupt: 'yes' }, 'arrangement', 'Length of the arrangement is required.'],
  ['arrangement end', { bankrupt: 'yes' }, 'arrangementEnd', 'Arrangement end date is required.'],
  ['discharged', { bankrupt: 'yes' }, 'discharged', 'Please select an option for discharge from bankruptcy.'],
  ['convicted', { convicted: '' }, 'convicted', 'Please select an option for criminal convictions.'],
  ['convicted when', { convicted: 'yes' }, 'convictedWhen', 'Date of the conviction is required.'],
  ['offence category', { convicted: 'yes' }, 'offenceCategory', 'Offence category is required.'],
  ['offence outcome', { convicted: 'yes' }, 'offenceOutcome', 'Outcome is required.'],
  [
    'excavation',
    { excavationDeeper: '' },
    'excavationDeeper',
    'Please select an option for excavation deeper than 5 metres.',
  ],
  ['piling', { workInvolving: '' }, 'workInvolving', 'Please select an option for piling, shoring or underpinning.'],
  [
    'piling plans',
    { workInvolving: 'yes' },
    'workInvolvingFile',
    'Please upload the piling, shoring or underpinning plans.',
  ],
  ['water', { waterEscape: '' }, 'waterEscape', 'Please select an option for works on or over water.'],
  ['water plans', { waterEscape: 'yes' }, 'waterEscapeFile', 'Please upload the water and flood plans.'],
  ['demolition', { demolition: '' }, 'demolition', 'Please select an option for demolition above 10 metres.'],
  ['asbestos', { asbestos: '' }, 'asbestos', 'Please select an option for asbestos.'],
  ['asbestos removal', { asbestos: 'yes' }, 'asbestosRemoval', 'Please select an option for asbestos removal.'],
  ['asbestos amount', { asbestos: 'yes' }, 'asbestosAmount', 'Please describe the amount of asbestos.'],
  ['asbestos location', { asbestos: 'yes' }, 'asbestosLocation', 'Please describe where the asbestos is.'],
  ['heritage', { heritage: '' }, 'heritage', 'Please select an option for heritage buildings.'],
  ['heritage plans', { heritage: 'yes' }, 'heritageFile', 'Please upload the heritage plans.'],
  [
    'house raising',
    { houseRaising: '' },
    'houseRaising',
    'Please select an option for house raising, restumping or relocating.',
  ],
  [
    'experimental methods',
    { experimentalMethods: '' },
    'experimentalMethods',
    'Please select an option for prototype or experimental methods.',
  ],
  [
    'experimental methods plans',
    { experimentalMethods: 'yes' },
    'prototypeFile',
    'Please upload the plans for the prototype or experimental methods.',
  ],
  ['straw', { straw: '' }, 'straw', 'Please select an option for straw bales.'],
  ['straw plans', { straw: 'yes' }, 'strawFile', 'Please upload the straw bale plans.'],
  ['storeys', { duplex: '' }, 'duplex', 'Please select an option for homes of more than 2 storeys.'],
  ['storeys plans', { duplex: 'yes' }, 'duplexFile', 'Please upload the plans for the multi-storey work.'],
  [
    'outside mainland',
    { workOutsideMainland: '' },
    'workOutsideMainland',
    'Please select an option for work outside mainland Australia.',
  ],
  [
    'pool',
    { swimmingPoolContracts: '' },
    'swimmingPoolContracts',
    'Please select an option for swimming pool contracts.',
  ],
  ['declaration', { declaration: false }, 'declaration', 'Please confirm the declaration.'],
  [
    'description too long',
    {
      constructionWork: 'yes',
      workCommence1YearAgo: 'no',
      workComments: 'x'.repeat(1001),
      completedWorkValueToDate: '1',
      commencedConstructionAwareness: 'no',
    },
    'workComments',
    'Please enter no more than 1000 characters.',
  ],
];

describe('messages', () => {
  it.each(messageCases)('%s', (_, changes, path, message) => {
    const values = cleanProposal(changes);
    expect(messageAt(values, path)).toBe(message);
    // The zod schema reports the same words at the same path.
    const result = createProposalSchema({ today: TODAY }).safeParse(values);
    expect(result.success).toBe(false);
    const zodIssue = result.error?.issues.find((i) => i.path.join('.') === path);
    expect(zodIssue?.message).toBe(message);
  });

  it('gives one message per field', () => {
    const paths = issuesOf(emptyProposal()).map((i) => i.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('accepts phone numbers typed with spaces, and a confirm e-mail in other case', () => {
    const values = cleanProposal({
      policyHolder: holder({ contactPhone: '0412 345 678', confirmEmailAddress: 'JANE@example.com.au' }),
    });
    expect(issuesOf(values)).toEqual([]);
  });

  it('accepts a start date of today and past dates up to yesterday', () => {
    expect(messageAt(cleanProposal({ builderProjectStartDate: TODAY }), 'builderProjectStartDate')).toBeUndefined();
    const values = cleanProposal({ damage: 'yes', claims: [claim({ claimDate: '2026-11-21' }), claim({})] });
    expect(issuesOf(values)).toEqual([]);
  });

  it('lets the editor keep a start date that has passed and skips confirm e-mail and declaration', () => {
    const values = cleanProposal({
      builderProjectStartDate: '2025-01-10',
      declaration: false,
      policyHolder: holder({ confirmEmailAddress: '' }),
    });
    expect(issuesOf(values, 'editor')).toEqual([]);
  });

  it('a section schema checks only its own section', () => {
    const values = cleanProposal({ policyHolder: holder({ firstName: '' }), postcode: '1' });
    const result = createSectionSchema('propertyLocation', { today: TODAY }).safeParse(values);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['postcode', 'Postcode must be 4 digits.'],
    ]);
  });

  it('every field row has a label and the messages its kind needs', () => {
    const paths = ['policyHolder.title', 'claims.3.cost', 'declaration'];
    for (const path of paths) expect(proposalField(path)?.label).toBeTruthy();
    expect(fieldDomId('claims.0.insurer')).toBe('claims-0-insurer');
  });

  it('new claim entries are blank and required', () => {
    const values = cleanProposal({ damage: 'yes', claims: [claim({}), claim({}), emptyClaimEntry()] });
    expect(issuesOf(values).map((i) => i.path)).toEqual([
      'claims.2.insurer',
      'claims.2.claimDate',
      'claims.2.cost',
      'claims.2.claimedFor',
      'claims.2.address',
    ]);
    expect(visibleFieldPaths(values)).toContain('claims.2.address');
  });
});
