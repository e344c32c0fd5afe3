import { defaultInsurerSettings, useMockApi } from '@buildcover/api-client/testing';
import { roleMayCall } from '@buildcover/domain/api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminAt } from '../quotes/editorApp.test-support';
import { pricingRefusedText } from './insurers/InsurerSettingsPage';

const server = useMockApi((mock) => {
  mock.outbox.unshift({
    id: 7,
    to: 'quinn@example.com.au',
    subject: 'Payment receipt for BC-000002',
    status: 'kept',
    html: '<p>Thank you.</p>',
    text: 'Thank you.',
    attachments: [],
    error: null,
    quote_id: null,
    policy_id: null,
    created_at: '2026-11-26T12:24:00.000Z',
    sent_at: null,
  });
  mock.insurerSettings = { 4: defaultInsurerSettings() };
});

describe('a user sees only the actions their role may do (one role rule with the server)', { timeout: 60_000 }, () => {
  it('the rule: super admins anything, admins staff and admin calls, normal users staff calls', () => {
    expect([
      roleMayCall('normal', 'staff'),
      roleMayCall('normal', 'admin'),
      roleMayCall('normal', 'super_admin'),
    ]).toEqual([true, false, false]);
    expect([roleMayCall('admin', 'staff'), roleMayCall('admin', 'admin'), roleMayCall('admin', 'super_admin')]).toEqual(
      [true, true, false],
    );
    expect([
      roleMayCall('super_admin', 'admin'),
      roleMayCall('super_admin', 'super_admin'),
      roleMayCall(null, 'staff'),
    ]).toEqual([true, true, false]);
  });

  it('a normal user reads an e-mail of the outbox without Resend email', async () => {
    server.staffUser.user_type = 'normal';
    renderAdminAt(server, '/admin/outbox/7');
    expect(
      await screen.findByRole('heading', { name: 'Payment receipt for BC-000002' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend email' })).not.toBeInTheDocument();
  });

  it('an admin is offered Resend email', async () => {
    server.staffUser.user_type = 'admin';
    renderAdminAt(server, '/admin/outbox/7');
    expect(await screen.findByRole('button', { name: 'Resend email' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('a normal user opening the Pricing screen is told who may use it, and the screen asks the server nothing', async () => {
    server.staffUser.user_type = 'normal';
    renderAdminAt(server, '/admin/insurers/4/settings');
    expect(await screen.findByText(pricingRefusedText, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('You do not have permission to do this')).not.toBeInTheDocument();
    expect(server.calls.some((call) => call.path.endsWith('/insurers/4/settings'))).toBe(false);
  });
});
