import { ApiClientProvider, createApiClient } from '@buildcover/api-client';
import { sandboxPaymentsConfig, useMockApi } from '@buildcover/api-client/testing';
import { BuildCoverProvider } from '@buildcover/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SWRConfig } from 'swr';
import { TestCardTable } from './TestCardTable';

const server = useMockApi();

function renderTable() {
  render(
    <BuildCoverProvider>
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <ApiClientProvider client={createApiClient({ baseUrl: server.url })}>
          <TestCardTable />
        </ApiClientProvider>
      </SWRConfig>
    </BuildCoverProvider>,
  );
}

describe('test cards table (/paymentdemo)', { timeout: 20_000 }, () => {
  it("shows loading, then the server's test cards grouped as printed, with type and outcome", async () => {
    server.paymentsConfigDelayMs = 300;
    renderTable();
    expect(await screen.findByText('Loading the test cards...')).toBeInTheDocument();
    const table = await screen.findByRole('grid', { name: 'Sandbox test cards' });
    const visa = await within(table).findByRole('rowheader', { name: '4242 4242 4242 4242' });
    expect(
      within(visa.closest('[role="row"]') as HTMLElement).getByText('Visa: approved, frictionless 3-D Secure'),
    ).toBeInTheDocument();
    const amex = within(table).getByRole('rowheader', { name: '3782 822463 10005' });
    expect(within(amex.closest('[role="row"]') as HTMLElement).getByText('American Express')).toBeInTheDocument();
    expect(
      within(table).getByText('Visa: 3-D Secure challenge; enter the one-time code 123456, then approved'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading the test cards...')).not.toBeInTheDocument();
    expect(server.calls.filter((c) => c.path === '/api/v1/payments/config')).toEqual([
      { method: 'GET', path: '/api/v1/payments/config', authorization: undefined },
    ]);
  });

  it("says 'Failed to load SDK configuration. Please try again.' when the server fails, and Try again loads the cards", async () => {
    server.paymentsConfig = null;
    renderTable();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load SDK configuration. Please try again.');
    server.paymentsConfig = sandboxPaymentsConfig();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: '4242 4242 4242 4242' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says there are no test cards when the site is not on the sandbox gateway', async () => {
    server.paymentsConfig = { ...sandboxPaymentsConfig(), gateway: 'live', sdk_url: null, test_cards: [] };
    renderTable();
    expect(await screen.findByText('This site takes real cards: there are no test cards.')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /^\d{4} / })).not.toBeInTheDocument();
  });
});
