export {
  startMockApi,
  sandboxPaymentsConfig,
  defaultInsurerSettings,
  TEST_USERNAME,
  TEST_PASSWORD,
  type MockApi,
} from './mockApi';
export { useMockApi } from './useMockApi';
export type { MockUpload } from './mockState';
export { respond, ok, fail, contractViolations, type MockReply, type MockRequest } from './respond';
export { storedQuoteDetail } from '@buildcover/domain/testing';
