import { describe, expect, it } from 'vitest';
import { quoteRequestShape } from '../proposal/payload';
import { dropHiddenFields } from '../proposal/validate';
import { cleanProposal, storedQuoteDetail, TODAY } from '../testing';
import { quoteToEditorValues, type QuoteRecord } from './editor';
import { validateSectionUpdate } from './sectionCheck';
import { buildSectionSave } from './sectionSaves';
import { toSectionUpdate } from './sectionUpdates';
import { apiPathOf, formPathOfApi, fromQuoteRequest, toQuoteRequest } from './quoteRequest';
import { createQuoteRequestSchema } from './requestSchema';
import { sectionUpdateSchemas } from './updateSchemas';

const claim = {
  insurer: 'NRMA',
  claimDate: '2025-03-01',
  claimedFor: 'Storm damage',
  cost: '4200.5',
  address: '1 Old Road, Penrith',
};

describe('form values → quote request payload', () => {
  const payload = toQuoteRequest(cleanProposal(), 'q-123');

  it('fills every section of the payload', () => {
    expect(payload.insured).toEqual({
      name: 'Jane Citizen',
      initial: 'Ms',
      first_name: 'Jane',
      last_name: 'Citizen',
      contact_no: '0412345678',
      email: 'jane@example.com.au',
      wb_code: null,
      abn: null,
      add_holder: null,
    });
    expect(payload.property.address).toEqual({
      street: '12 Example Street',
      suburb: 'Parramatta',
      state: 'NSW',
      country: 'AU',
      postcode: '2150',
    });
    expect(payload.property.valuation).toBe('450000.00');
    expect(payload.property.proposed_start_date).toBe('2026-12-01');
    expect(payload.property.is_project_work_commenced).toBe(false);
    expect(payload.property.is_victorian_project).toBeNull();
    expect(payload.covers).toEqual([
      { cover: '5000000', construction_type: 'New home', construction_type_other: null },
    ]);
    expect(payload.claim_risk.claims).toEqual([]);
    expect(payload.claim_risk.clt_total_claims).toBeNull();
    expect(payload.property_risk.work_outside_mn_tas).toBe(false);
    expect(payload.property_risk.piling_plans).toBeNull();
    expect(payload.meta).toEqual({ uid: 'q-123' });
  });

  it('has every field of the payload shape, so parsing adds nothing', () => {
    expect(quoteRequestShape.parse(payload)).toEqual(payload);
  });

  it('sends 1900-01-01 as the start date once work has started, and the work details', () => {
    const started = toQuoteRequest(
      cleanProposal({
        constructionWork: 'yes',
        builderProjectStartDate: '2026-12-01',
        workCommence1YearAgo: 'no',
        workComments: 'Slab poured',
        completedWorkValueToDate: '35000',
        commencedConstructionAwareness: 'no',
      }),
      'q',
    );
    expect(started.property.proposed_start_date).toBe('1900-01-01');
    expect(started.property.completed_work_value).toBe('35000.00');
    expect(started.property.completed_works).toBe('Slab poured');
  });

  it('drops hidden answers and keeps revealed ones', () => {
    const values = cleanProposal({
      mortgage: 'no',
      mortgageName: 'Westpac',
      damage: 'yes',
      claims: [claim, { ...claim, cost: '800' }],
    });
    const sent = toQuoteRequest(values, 'q');
    expect(sent.property.mortgagor).toBeNull();
    expect(sent.claim_risk.claims).toEqual([
      {
        insurer: 'NRMA',
        claim_date: '2025-03-01',
        claimed_for: 'Storm damage',
        cost: '4200.50',
        address: '1 Old Road, Penrith',
      },
      {
        insurer: 'NRMA',
        claim_date: '2025-03-01',
        claimed_for: 'Storm damage',
        cost: '800.00',
        address: '1 Old Road, Penrith',
      },
    ]);
    expect(sent.claim_risk.clt_total_claims).toBe('5000.50');
  });

  it('sends the additional holder when there is one', () => {
    const values = cleanProposal({
      addPolicyHolder: 'yes',
      additionalHolder: {
        title: 'Mr',
        firstName: 'John',
        surname: 'Citizen',
        contactPhone: '0298765432',
        emailAddress: 'John@Example.com',
        confirmEmailAddress: 'john@example.com',
        wbCode: '',
        abn: '51 824 753 556',
      },
    });
    expect(toQuoteRequest(values, 'q').insured.add_holder).toEqual({
      name: 'John Citizen',
      initial: 'Mr',
      first_name: 'John',
      last_name: 'Citizen',
      contact_no: '0298765432',
      email: 'john@example.com',
      wb_code: null,
      abn: '51824753556',
    });
  });

  it('reads back into the same form values', () => {
    const values = cleanProposal({
      state: 'VIC',
      postcode: '3000',
      victorianProtection: 'yes',
      adjoiningProperty: 'no',
      photographicSurvey: 'yes',
      damage: 'yes',
      claims: [claim, claim, claim],
    });
    const back = fromQuoteRequest(toQuoteRequest(values, 'q'));
    expect(back).toEqual({
      ...dropHiddenFields(values),
      constructionValue: '450000.00',
      claims: [claim, claim, claim].map((c) => ({ ...c, cost: '4200.50' })),
    });
  });
});

describe('the server schema for POST /api/v1/quotes/get', () => {
  const schema = createQuoteRequestSchema({ today: TODAY });

  it('accepts what the form sends', () => {
    expect(schema.safeParse(toQuoteRequest(cleanProposal(), 'q')).success).toBe(true);
  });

  it("reports the form's words at payload paths", () => {
    const payload = toQuoteRequest(cleanProposal({ damage: 'yes', claims: [claim] }), 'q');
    payload.insured.contact_no = '123';
    payload.property.address.postcode = '20';
    payload.property.proposed_start_date = '2026-11-21';
    const issues = schema.safeParse(payload).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['insured.contact_no', 'Contact phone number must be 10 digits.'],
      ['property.address.postcode', 'Postcode must be 4 digits.'],
      ['property.proposed_start_date', 'Proposed start date cannot be earlier than today.'],
      ['claim_risk.claims', 'Please enter at least 2 claims.'],
    ]);
  });

  it('requires answers the payload leaves out', () => {
    const issues = schema.safeParse({
      meta: { uid: 'q' },
      insured: {},
      property: { address: {} },
      claim_risk: {},
      property_holder_risk: {},
      property_risk: {},
    }).error?.issues;
    const messages = new Map(issues?.map((i) => [i.path.join('.'), i.message]));
    expect(messages.get('insured.first_name')).toBe('Please enter the first name.');
    expect(messages.get('covers.0.cover')).toBe('Public liability indemnity limit is required.');
    expect(messages.get('property_risk.work_outside_mn_tas')).toBe(
      'Please select an option for work outside mainland Australia.',
    );
  });

  it('rejects a payload without a quote id', () => {
    const payload = { ...toQuoteRequest(cleanProposal(), 'q'), meta: { uid: '' } };
    expect(schema.safeParse(payload).error?.issues[0]?.message).toBe('A quote id (uid) is required.');
  });
});

/** The clean proposal with two past claims as stored; piling answered yes, its plans uploaded before the answer was saved. */
const storedQuote = (): QuoteRecord => {
  const quote = storedQuoteDetail(cleanProposal({ damage: 'yes', claims: [claim, claim] }));
  const url = '/api/v1/static/files/uploads/q/piling.pdf';
  const plans = {
    id: 23,
    file_key: 'uploads/q/piling.pdf',
    file_name: 'piling.pdf',
    file_url: url,
    url,
    transaction_id: 'uid',
    mime: 'application/pdf',
    size: 1024,
    meta: { field: 'piling_plans' },
    created_at: null,
  };
  return {
    ...quote,
    property_risk: quote.property_risk && { ...quote.property_risk, is_work_involve_piling: true },
    files: [plans],
  };
};

describe('payload paths back to form paths', () => {
  it('finds the field a 400 names, claim entries by index', () => {
    expect(formPathOfApi('insured.contact_no')).toBe('policyHolder.contactPhone');
    expect(formPathOfApi('insured.add_holder.email')).toBe('additionalHolder.emailAddress');
    expect(formPathOfApi('claim_risk.claims.1.cost')).toBe('claims.1.cost');
    expect(formPathOfApi('claim_risk.claims')).toBe('claims');
    expect(formPathOfApi('meta.uid')).toBeNull();
  });

  it('is the inverse of apiPathOf for every field with a payload path', () => {
    for (const path of ['postcode', 'covers.0.cover', 'property_risk.piling_plans'].map((p) => formPathOfApi(p) ?? p)) {
      expect(formPathOfApi(apiPathOf(path) as string)).toBe(path);
    }
  });
});

describe('back-office editor', () => {
  it('reads a stored quote into editor values, amounts and uploads included', () => {
    const values = quoteToEditorValues(storedQuote());
    expect(values.policyHolder.firstName).toBe('Jane');
    expect(values.constructionValue).toBe('450000.00');
    expect(values.liabilityIndemnity).toBe('5000000');
    expect(values.claims).toHaveLength(2);
    expect(values.workInvolving).toBe('yes');
    expect(values.workInvolvingFile).toBe('uploads/q/piling.pdf');
    expect(values.addPolicyHolder).toBe('no');
  });

  it('plans the saves of a tab: which records each writes to, with its body', () => {
    const quote = storedQuote();
    const values = quoteToEditorValues(quote);
    values.street = '14 Example Street';
    const save = buildSectionSave('propertyLocation', quote, values);
    expect(save.ok && save.saves.map((s) => [s.kind, s.recordIds])).toEqual([
      ['address', [7, 9]],
      ['project', [7]],
    ]);
    expect(save.ok && save.saves[0]?.body).toEqual({
      street: '14 Example Street',
      suburb: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
    });
    // Only the records whose questions changed are sent.
    const changed = buildSectionSave('propertyLocation', quote, values, (path) => path === 'street');
    expect(changed.ok && changed.saves.map((s) => [s.kind, s.recordIds])).toEqual([['address', [7, 9]]]);
    const cover = buildSectionSave('coverage', quote, values);
    expect(cover.ok && cover.saves[0]?.body).toEqual({
      valuation: '450000.00',
      cover: '5000000',
      construction_type: 'New home',
      construction_type_other: null,
    });
    const insured = toSectionUpdate('insured', values);
    expect(insured.full_name).toBe('Jane Citizen');
    expect(insured.add_holder).toEqual({});
    expect(sectionUpdateSchemas.insured.parse(insured)).toEqual(insured);
  });

  it.each([
    ['policyHolder', 'insured', 'Insured information is missing.'],
    ['propertyLocation', 'property', 'Property or Address information is missing.'],
    ['coverage', 'covers', 'Cover information is missing.'],
    ['projectDetails', 'property', 'Property information is missing.'],
    ['previousClaims', 'claim_risk', 'Claim Risk information is missing.'],
    ['propertyHolderRisk', 'property_holder_risk', 'Property Holder Risk information is missing.'],
    ['propertyRisk', 'property_risk', 'Property Risk information is missing.'],
  ] as const)('%s without %s ids says "%s"', (section, key, message) => {
    const quote = { ...storedQuote(), [key]: null };
    expect(buildSectionSave(section, quote, quoteToEditorValues(storedQuote()))).toEqual({ ok: false, message });
  });

  it('checks a section save against the stored quote, with body paths', () => {
    const quote = storedQuote();
    const body = { ...toSectionUpdate('insured', quoteToEditorValues(quote)), contact_no: '12' };
    expect(validateSectionUpdate('insured', body, quote, { today: TODAY })).toEqual([
      { path: 'contact_no', message: 'Contact phone number must be 10 digits.' },
    ]);
    const claimRisk = { ...toSectionUpdate('claimRisk', quoteToEditorValues(quote)) };
    claimRisk.claims = [claimRisk.claims[0]!, { ...claimRisk.claims[1]!, cost: 'abc' }];
    expect(validateSectionUpdate('claimRisk', claimRisk, quote, { today: TODAY })).toEqual([
      { path: 'claims.1.cost', message: 'Claim cost must be a number.' },
    ]);
    const project = toSectionUpdate('project', quoteToEditorValues(quote));
    expect(
      validateSectionUpdate('project', { ...project, proposed_start_date: '2020-01-01' }, quote, { today: TODAY }),
    ).toEqual([]);
  });
});

describe('section save schemas', () => {
  it('parse a good body and report a bad one at body paths', async () => {
    const { createSectionUpdateSchema } = await import('./sectionCheck');
    const quote = storedQuote();
    const body = toSectionUpdate('address', quoteToEditorValues(quote));
    expect(createSectionUpdateSchema('address', quote, { today: TODAY }).parse(body)).toEqual(body);
    const bad = createSectionUpdateSchema('address', quote, { today: TODAY }).safeParse({ ...body, postcode: '12' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['postcode', 'Postcode must be 4 digits.'],
    ]);
  });
});
