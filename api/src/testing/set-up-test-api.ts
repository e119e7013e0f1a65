import type { ApiConfig } from '../config.js';
import type { KlobApi } from '../server.js';
import { idTokenOf, signIdToken, type DemoAccount } from './demo-accounts.js';
import { API_START_TIMEOUT_MS, startTestApi, type RunningTestApi, type TestApiOptions } from './test-api.js';
import { callApi, type AnyBody, type ApiAnswer, type CallOptions, type HttpMethod } from './test-client.js';

/** The api of one test file: it runs from beforeAll to afterAll and is followed across restarts. */
export interface TestApi {
  readonly api: KlobApi;
  readonly baseUrl: string;
  readonly config: ApiConfig;
  call<Result = AnyBody>(method: HttpMethod, path: string, options?: CallOptions): Promise<ApiAnswer<Result>>;
  idTokenOf(account: DemoAccount): Promise<string>;
  signIdToken(userId: string, email?: string): Promise<string>;
  /** Stops the server and starts a new one on the same database (for persistence tests). */
  restart(): Promise<void>;
}

/** Registers beforeAll/afterAll that start and stop a test api, and hands back that api. */
export function setUpTestApi(options: TestApiOptions = {}): TestApi {
  let running: RunningTestApi | undefined;
  beforeAll(async () => {
    running = await startTestApi(options);
  }, API_START_TIMEOUT_MS);
  afterAll(() => running?.stop());

  const current = (): RunningTestApi => {
    if (!running) throw new Error('the test api runs from beforeAll to afterAll: use it inside a hook or a test');
    return running;
  };
  return {
    get api() {
      return current().api;
    },
    get baseUrl() {
      return current().baseUrl;
    },
    get config() {
      return current().config;
    },
    call<Result = AnyBody>(method: HttpMethod, path: string, callOptions?: CallOptions) {
      return callApi<Result>(current(), method, path, callOptions);
    },
    idTokenOf: (account) => idTokenOf(current(), account),
    signIdToken: (userId, email) => signIdToken(current().api, userId, email),
    async restart() {
      running = await current().restart();
    },
  };
}
