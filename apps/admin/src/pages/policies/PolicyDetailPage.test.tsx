import { useMockApi } from '@buildcover/api-client/testing';
import { computePremiumBreakdown, formatAud, premiumBreakdownFields } from '@buildcover/domain';
import type { PolicyDetail } from '@buildcover/domain/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminAt } from '../../quotes/editorApp.test-support';

const premium = computePremiumBreakdown({
  base: '1000',
  association_fee: '50',
  insurer_fee: '25',
  broker_fee: '100',
  commission_percent: '20',
  associate_commission_percent: '10',
  state: 'NSW',
});

const policy: PolicyDetail = {
  id: 5,
  num: 'POL-000005',
  status: 'active',
  policy_status: 'paid',
  inception_date: '2026-11-01',
  expiry_date: '2027-11-01',
  premium_amount: premium.base,
  total_amount: premium.total_amount,
  paid_at: '2026-11-01T09:30:00.000Z',
  quote_id: 41,
  quote_ref: 'BC-000041',
  insured_id: 7,
  full_name: 'Jane Citizen',
  email: 'jane@example.com',
  insurer_id: 2,
  insurer_name: 'Harbour Mutual',
  premium,
  quote: { id: 41, ref: 'BC-000041', status: 'paid', public_id: 'q-41' },
  insured: {
    id: 7,
    full_name: 'Jane Citizen',
    email: 'jane@example.com',
    contact_no: '0412345678',
    wb_code: null,
    abn: null,
  },
  insurer: { id: 2, name: 'Harbour Mutual', uid: 'HM', afsl: '123456' },
  payments: [],
};

const server = useMockApi((mock) => {
  mock.policies = [policy];
});

describe('the policy page', { timeout: 60_000 }, () => {
  it("shows every line of the premium breakdown, named and ordered as the domain's list names them", async () => {
    renderAdminAt(server, '/admin/policy/5');
    const section = await screen.findByRole('region', { name: 'Premium' }, { timeout: 15_000 });
    const terms = within(section)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(premiumBreakdownFields.map((field) => field.label));
    expect(within(section).getByText('Fire Levy GST').nextSibling).toHaveTextContent(formatAud(premium.fsl_gst));
    expect(within(section).getByText('Insurer Net Premium').nextSibling).toHaveTextContent(
      formatAud(premium.insurer_commission),
    );
    expect(within(section).getByText('Total Amount').nextSibling).toHaveTextContent(formatAud(premium.total_amount));
  });
});
