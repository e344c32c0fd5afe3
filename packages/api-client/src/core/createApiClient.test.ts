import { describe, expect, it } from 'vitest';
import { createApiClient, createPublicApiClient } from './createApiClient';

describe('the two clients', () => {
  it('gives the customer site the pay screen and no staff call on the same routes', () => {
    const publicClient = createPublicApiClient({ baseUrl: 'http://localhost' });
    expect(Object.keys(publicClient.payments).sort()).toEqual([
      'config',
      'demo',
      'demoThreeDs',
      'drn',
      'pay',
      'surcharge',
      'threeDsConfig',
      'tokenizeConfig',
    ]);
    expect(Object.keys(publicClient.documents)).toEqual(['render']);
    expect(publicClient).not.toHaveProperty('quotes');
  });

  it('gives the back office the staff calls beside them', () => {
    const client = createApiClient({ baseUrl: 'http://localhost' });
    expect(client.payments).toEqual(
      expect.objectContaining({
        pay: expect.any(Function),
        list: expect.any(Function),
        get: expect.any(Function),
        refund: expect.any(Function),
      }),
    );
    expect(client.documents).toEqual(
      expect.objectContaining({
        render: expect.any(Function),
        send: expect.any(Function),
        attach: expect.any(Function),
      }),
    );
  });
});
