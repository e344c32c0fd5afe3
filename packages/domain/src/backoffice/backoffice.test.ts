import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { historyChanges, historyFieldLabel } from './history';
import { insurerSchema } from './insurer';
import { searchQuerySchema } from './listQuery';
import { truncateFileName } from './lists';
import { loginSchema } from './login';
import { notePreview } from './noteHtml';
import { noteSchema } from './notes';
import { premiumFormSchema } from './premium';
import { referredReasonProblem, referredReasonText } from './quoteInfo';
import { insurerSelectionBody, premiumAmountsBody, quoteInfoUpdateBody } from '../api/quotes';
import { userCreateSchema, userUpdateSchema } from './user';

const messages = (schema: z.ZodType, value: unknown): Record<string, string> =>
  Object.fromEntries((schema.safeParse(value).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const insurer = {
  name: 'Example Underwriting',
  email: 'quotes@example.com.au',
  contact_no: '+61 2 9000 0000',
  street: '1 George St',
  suburb: 'Sydney',
  postcode: '2000',
  state: 'NSW',
  country: 'AU',
  abn: '51 824 753 556',
  afsl: '123456',
  underwriter: 'Example Insurance Ltd',
  uid: 'EXU',
  fsg_version: '1.0',
  pds_version: '2.1',
  privacy_version: '1.0',
  advice_type: 'General',
  advice_given: 'General advice only',
  commission: '20',
  associate_commission: '10',
};

describe('user modal', () => {
  const user = { name: 'Sam Broker', email: 'sam@example.com', user_type: 'admin', status: true };

  it.each([
    [{ ...user, name: '' }, 'name', 'Name is required'],
    [{ ...user, email: '' }, 'email', 'Email is required'],
    [{ ...user, email: 'sam@' }, 'email', 'Invalid email format'],
    [{ ...user, user_type: '' }, 'user_type', 'User type is required'],
    [{ ...user, password: 'Sh0rt!' }, 'password', 'Password must be at least 8 characters long'],
    [
      { ...user, password: 'alllowercase1!' },
      'password',
      'Password must contain at least 1 uppercase letter, 1 lowercase letter, 1 number, and 1 special character',
    ],
    [
      { ...user, password: 'NoSpecials123' },
      'password',
      'Password must contain at least 1 uppercase letter, 1 lowercase letter, 1 number, and 1 special character',
    ],
  ])('update: %o → %s "%s"', (value, path, message) => {
    expect(messages(userUpdateSchema, value)[path]).toBe(message);
  });

  it('checks the password only when one is entered', () => {
    expect(userUpdateSchema.safeParse({ ...user, password: '' }).success).toBe(true);
    expect(userUpdateSchema.safeParse(user).success).toBe(true);
    expect(userUpdateSchema.safeParse({ ...user, password: 'Str0ng#Pass' }).success).toBe(true);
    expect(messages(userCreateSchema, { ...user, password: '' }).password).toBe('Password is required');
  });
});

describe('insurer modal', () => {
  it('accepts a complete insurer', () => {
    expect(insurerSchema.safeParse(insurer).success).toBe(true);
  });

  it.each([
    ['name', '', 'Name is required'],
    ['afsl', '', 'AFSL is required'],
    ['underwriter', ' ', 'Underwriter is required'],
    ['email', 'x@', 'Invalid email format'],
    ['contact_no', '12345', 'Invalid contact number (10-15 digits)'],
    ['abn', '51-824', 'ABN can only contain digits'],
    ['abn', '5182475355', 'ABN must contain exactly 11 digits'],
    ['postcode', '200', 'Postcode must be 4 digits'],
    ['commission', '101', 'Commission must be between 0 and 100'],
    ['commission', 'abc', 'Commission must be a number'],
    ['associate_commission', '-1', 'Associate Commission must be between 0 and 100'],
  ])('%s = "%s" → "%s"', (field, value, message) => {
    expect(messages(insurerSchema, { ...insurer, [field]: value })[field]).toBe(message);
  });
});

describe('premium inputs', () => {
  const amounts = {
    base: '950.00',
    fsl: '147.25',
    association_fee: '0',
    insurer_fee: '0',
    broker_fee: '150',
    stamp_duty: '108.63',
  };

  it('accepts digits with up to two decimals only', () => {
    expect(premiumFormSchema.safeParse(amounts).success).toBe(true);
    expect(messages(premiumFormSchema, { ...amounts, base: '950.123' }).base).toBe(
      'Please enter an amount with up to two decimals.',
    );
    expect(messages(premiumFormSchema, { ...amounts, broker_fee: '$150' }).broker_fee).toBe(
      'Please enter an amount with up to two decimals.',
    );
    expect(messages(premiumFormSchema, { ...amounts, fsl: '' }).fsl).toBe('Please enter an amount.');
    // No more than a money column stores, as the API takes: ten digits before the point.
    expect(premiumFormSchema.safeParse({ ...amounts, base: '9999999999.99' }).success).toBe(true);
    expect(messages(premiumFormSchema, { ...amounts, base: '10000000000' }).base).toBe(
      'Please enter an amount with up to two decimals.',
    );
  });

  it("takes the editor's body with its computed fields, drops those, and refuses an amount with the editor's words", () => {
    const body = premiumAmountsBody.parse({
      ...amounts,
      total_amount: '1315.61',
      commission: '190.00',
      commission_gst: '19.00',
    });
    expect(body).toEqual(amounts);
    expect(Object.keys(body)).not.toContain('total_amount');
    expect(premiumAmountsBody.parse({ ...amounts, fsl: '' }).fsl).toBe('');
    expect(messages(premiumAmountsBody, { ...amounts, base: '950.123' }).base).toBe(
      messages(premiumFormSchema, { ...amounts, base: '950.123' }).base,
    );
    expect(messages(premiumAmountsBody, { ...amounts, broker_fee: '$150' }).broker_fee).toBe(
      'Please enter an amount with up to two decimals.',
    );
  });
});

describe('quote info, referred reason, insurer selection, notes and login', () => {
  it('needs a known status, and a reason to refer', () => {
    expect(quoteInfoUpdateBody.safeParse({ status: 'paydue' }).success).toBe(true);
    expect(messages(quoteInfoUpdateBody, { status: 'archived' }).status).toBe('Please select a status.');
    expect(messages(quoteInfoUpdateBody, { status: 'referred' }).referred_reason).toBe(
      'Please enter the referred reason.',
    );
    expect(messages(quoteInfoUpdateBody, { status: 'referred', referred_reason: ' ' }).referred_reason).toBe(
      'Please enter the referred reason.',
    );
    expect(quoteInfoUpdateBody.safeParse({ status: 'referred', referred_reason: 'Heritage listing' }).success).toBe(
      true,
    );
    // The API takes what the editor lets staff type, and no more.
    expect(messages(quoteInfoUpdateBody, { referred_reason: 'x'.repeat(1001) }).referred_reason).toBe(
      'Please keep the referred reason under 1000 characters.',
    );
    expect(messages(quoteInfoUpdateBody, { wb_code: 'x'.repeat(51), policy_number: 'x'.repeat(51) })).toEqual({
      wb_code: 'Please enter no more than 50 characters.',
      policy_number: 'Please enter no more than 50 characters.',
    });
    expect(
      quoteInfoUpdateBody.safeParse({
        wb_code: 'x'.repeat(50),
        policy_number: 'x'.repeat(50),
        referred_reason: 'x'.repeat(1000),
      }).success,
    ).toBe(true);
    expect(referredReasonProblem(' \n ')).toBe('Please enter the referred reason.');
    expect(referredReasonProblem(`  ${'x'.repeat(1000)}  `)).toBeUndefined();
    expect(referredReasonProblem('x'.repeat(1001))).toBe('Please keep the referred reason under 1000 characters.');
    expect(referredReasonText('referred', 'Heritage listing')).toBe('Heritage listing');
    expect(referredReasonText('quoted', 'Heritage listing')).toBe('N/A');
  });

  it('needs an insurer id', () => {
    expect(insurerSelectionBody.parse({ insurer_id: '3' })).toEqual({ insurer_id: 3 });
    expect(messages(insurerSelectionBody, { insurer_id: '' }).insurer_id).toBe('Please select an insurer.');
    expect(messages(insurerSelectionBody, { insurer_id: 2 ** 31 }).insurer_id).toBe('Please select an insurer.');
  });

  it('needs a note with visible text, and previews 100 characters', () => {
    expect(messages(noteSchema, { note: '<p>&nbsp;</p>' }).note).toBe('Please write a note.');
    expect(noteSchema.safeParse({ note: '<p>Called the client</p>' }).success).toBe(true);
    expect(notePreview(`<p>${'a'.repeat(120)}</p>`)).toBe(`${'a'.repeat(100)}…`);
  });

  it('needs a username and password to log in', () => {
    expect(messages(loginSchema, { username: '', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('searches from 3 characters and cuts file names at 20', () => {
    expect(searchQuerySchema.safeParse({ q: 'ja' }).success).toBe(false);
    expect(searchQuerySchema.parse({ q: 'jane', start: '10' })).toEqual({ q: 'jane', start: 10, limit: 10 });
    expect(truncateFileName('Schedule_for_Jane_Citizen.pdf')).toBe('Schedule_for_Jane_Ci…');
  });
});

describe('quote history', () => {
  it('records no change for a list left empty (a submission with no underwriting reasons)', () => {
    expect(historyChanges(null, { ref: 'BC-000001', status: 'quoted', reasons: [] })).toEqual([
      { field: 'ref', from: null, to: 'BC-000001' },
      { field: 'status', from: null, to: 'quoted' },
    ]);
  });

  it('names changed fields as the editor labels them', () => {
    expect(historyFieldLabel('premium.base')).toBe('Base Premium');
    expect(historyFieldLabel('uploaded_coc')).toBe('COC');
    expect(historyFieldLabel('wb_code')).toBe('WB Code');
    expect(historyFieldLabel('street')).toBe('Street Number/Name');
    expect(historyFieldLabel('policy_id')).toBe('Policy id');
  });
});
