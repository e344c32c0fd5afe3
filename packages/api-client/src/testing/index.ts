export { startTestApiServer, sandboxPaymentsConfig, defaultInsurerSettings, TEST_USERNAME, TEST_PASSWORD, type TestApiServer } from './testApiServer';
