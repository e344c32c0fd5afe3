import { describe, expect, it } from 'vitest';
import { ApiError } from '../core/ApiError';
import { createApiClient } from '../core/createApiClient';
import { sandboxPaymentsConfig, useMockApi } from '../testing';

const server = useMockApi();

describe('payments.config()', () => {
  it('reads GET /api/v1/payments/config without any bearer, even with a session', async () => {
    const { access } = server.signIn();
    const client = createApiClient({ baseUrl: server.url, getAccessToken: () => access });
    const answer = await client.payments.config();
    expect(answer).toEqual({ success: true, data: sandboxPaymentsConfig() });
    expect(answer.data.test_cards.map((card) => card.behaviour)).toContain('challenge');
    expect(server.calls).toEqual([{ method: 'GET', path: '/api/v1/payments/config', authorization: undefined }]);
  });

  it("rejects with the server's status and message when it fails", async () => {
    server.paymentsConfig = null;
    const error = await createApiClient({ baseUrl: server.url })
      .payments.config()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: 'Payment configuration is unavailable' });
  });
});
