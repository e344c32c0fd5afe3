import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { defaultRatingTable, type UnderwritingLimits } from '@buildcover/domain';
import { ApiError } from '../core/ApiError';
import { createApiClient, type ApiClient } from '../core/createApiClient';
import { useInsurerSettings } from '../hooks/resources';
import { ApiClientProvider } from '../session/ApiClientProvider';
import { defaultInsurerSettings, TEST_PASSWORD, TEST_USERNAME, useMockApi } from '../testing';

const ownLimits: UnderwritingLimits = { autoQuoteMaxCents: 400_000_00, panelMaxCents: 2_000_000_00 };

let client: ApiClient;
let access: string;
const server = useMockApi(async (mock) => {
  mock.insurerSettings = {
    '7': { ...defaultInsurerSettings(), underwriting_limits: { value: ownLimits, source: 'insurer', invalid: false } },
  };
  ({ access } = await createApiClient({ baseUrl: mock.url }).auth.login({
    username: TEST_USERNAME,
    password: TEST_PASSWORD,
  }));
  client = createApiClient({ baseUrl: mock.url, getAccessToken: () => access });
});

describe('insurers.settings() and insurers.updateSettings()', () => {
  it('reads GET /api/v1/insurers/{id}/settings with the session bearer', async () => {
    const answer = await client.insurers.settings(7);
    expect(answer.data.underwriting_limits).toEqual({ value: ownLimits, source: 'insurer', invalid: false });
    expect(answer.data.rating_table.source).toBe('default');
    expect(server.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/api/v1/insurers/7/settings',
      authorization: `Bearer ${access}`,
    });
  });

  it('sends PUT with the keys to change, null going back to the default, and returns the new settings', async () => {
    const answer = await client.insurers.updateSettings(7, {
      rating_table: defaultRatingTable,
      underwriting_limits: null,
    });
    expect(answer).toMatchObject({ success: true, message: 'Insurer settings updated successfully!' });
    expect(answer.data.rating_table).toEqual({ value: defaultRatingTable, source: 'insurer', invalid: false });
    expect(answer.data.underwriting_limits).toEqual(defaultInsurerSettings().underwriting_limits);
    expect(server.calls.at(-1)).toMatchObject({ method: 'PUT', path: '/api/v1/insurers/7/settings' });
  });

  it("rejects with the server's field errors on a 400, and a 404 for an unknown insurer", async () => {
    server.insurerSettingsErrors = [
      { path: 'underwriting_limits', message: 'The automatic-quote limit cannot be above the panel maximum.' },
    ];
    const refused = await client.insurers
      .updateSettings(7, { underwriting_limits: { autoQuoteMaxCents: 3, panelMaxCents: 2 } })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 400,
      message: 'The automatic-quote limit cannot be above the panel maximum.',
    });
    expect((refused as ApiError).fieldMessage('underwriting_limits')).toBe(
      'The automatic-quote limit cannot be above the panel maximum.',
    );
    expect(server.insurerSettings['7']?.underwriting_limits.value).toEqual(ownLimits);

    await expect(client.insurers.settings(99)).rejects.toMatchObject({ status: 404, message: 'Insurer not found' });
  });
});

function SettingsProbe({ id }: { id: number | null }): ReactElement {
  const { data, error } = useInsurerSettings(id);
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <p>no settings</p>;
  return (
    <p>
      limits from {data.underwriting_limits.source}, rating table from {data.rating_table.source}
    </p>
  );
}

const renderProbe = (id: number | null) =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiClientProvider client={client}>
        <SettingsProbe id={id} />
      </ApiClientProvider>
    </SWRConfig>,
  );

describe('useInsurerSettings(id)', () => {
  it("unwraps the insurer's settings", async () => {
    renderProbe(7);
    expect(await screen.findByText('limits from insurer, rating table from default')).toBeInTheDocument();
  });

  it('gives the error for an unknown insurer, and makes no call without an id', async () => {
    renderProbe(99);
    expect(await screen.findByRole('alert')).toHaveTextContent('Insurer not found');
    const callsBefore = server.calls.length;
    renderProbe(null);
    expect(screen.getByText('no settings')).toBeInTheDocument();
    expect(server.calls.length).toBe(callsBefore);
  });
});
