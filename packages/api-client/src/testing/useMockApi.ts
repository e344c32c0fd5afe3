import { beforeEach } from 'vitest';
import { startMockApi, type MockApi } from './mockApi';

/**
 * The mock API for every test of the calling file: a fresh one started before each test (in a
 * browser store cleared first, so no session of an earlier test's mock is left in it), given its
 * records by `prepare`, and closed once the test and its afterEach hooks are done (so what the test
 * rendered is unmounted first), which fails the test when an answer broke the contract. Returns the
 * running test's mock. A test may close it itself (to make the API unreachable); it is then not
 * closed again.
 */
export function useMockApi(prepare?: (api: MockApi) => void | Promise<void>): MockApi {
  let current: { api: MockApi; closed: boolean } | undefined;
  beforeEach(async (test) => {
    globalThis.localStorage?.clear();
    const running = { api: await startMockApi(), closed: false };
    current = running;
    test.onTestFinished(async () => {
      if (current === running) current = undefined;
      if (!running.closed) await running.api.close();
    });
    await prepare?.(running.api);
  });
  const running = () => {
    if (!current) throw new Error('useMockApi: the mock API runs only while a test of this file runs');
    return current;
  };
  const close = async () => {
    const test = running();
    test.closed = true;
    await test.api.close();
  };
  // One object for every test, each of its properties the running test's mock's own.
  return new Proxy({} as MockApi, {
    get: (_, key) => (key === 'close' ? close : Reflect.get(running().api, key)),
    set: (_, key, value) => Reflect.set(running().api, key, value),
  });
}
