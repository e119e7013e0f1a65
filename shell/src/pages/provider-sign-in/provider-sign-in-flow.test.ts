import type { HttpClient } from '@klob/shared';
import type { ShellSession } from '../../auth';
import { completeProviderSignIn } from './provider-sign-in-flow';

const unused = () => Promise.reject(new Error('not called'));
const service: HttpClient = { get: unused, post: unused, put: unused, delete: unused };
const session = { signIn: unused } as unknown as ShellSession;

test("a return page opened without a provider's answer (no code, state or error) has nothing to finish", async () => {
  expect(await completeProviderSignIn('linkedin', new URLSearchParams(), { service, session, storage: window.sessionStorage })).toBe(
    'no-return',
  );
  expect(
    await completeProviderSignIn('sso', new URLSearchParams('state=forged&code=x'), { service, session, storage: window.sessionStorage }),
  ).toBe('state-mismatch');
});
