/** Test support of the api: a real server per test file, a JSON client over HTTP, and the demo accounts. */
export { API_START_TIMEOUT_MS, apiModulesWith, startTestApi, type RunningTestApi, type TestApiOptions } from './test-api.js';
export { startTestApiWithMail, type RunningTestApiWithMail } from './test-api-with-mail.js';
export { setUpTestApi, type TestApi } from './set-up-test-api.js';
export {
  callApi,
  query,
  type AnyBody,
  type AnswerBody,
  type ApiTarget,
  type ApiAnswer,
  type CallOptions,
  type Caller,
  type HttpMethod,
  type QueryParams,
  type ResponseEnvelope,
} from './test-client.js';
export { FORGED_TOKEN, INVALID_TOKEN, demoHr, demoKlobber, idTokenOf, signIdToken, type DemoAccount } from './demo-accounts.js';
