export { startMockApi, sandboxPaymentsConfig, defaultInsurerSettings, TEST_USERNAME, TEST_PASSWORD, type MockApi } from './mockApi';
export { respond, ok, fail, contractViolations, type MockReply, type MockRequest } from './respond';
