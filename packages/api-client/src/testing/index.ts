export { startTestApiServer, sandboxPaymentsConfig, TEST_USERNAME, TEST_PASSWORD, type TestApiServer } from './testApiServer';
