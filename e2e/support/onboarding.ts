import { expect, type APIRequestContext } from '@playwright/test';
import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import { ONBOARDING_PATHS, type OnboardingMasterData, type TipItem } from '@klob/shared/api-contract/onboarding';
import { DEMO_PASSWORD, latestCode, uniqueEmail } from './auth';
import { API_URL } from './e2e-platform';

export interface NewKlobber {
  email: string;
  userId: string;
}

/** A fresh, confirmed registration through the api (a new Klobber: the onboarding is offered to them). */
export async function registerConfirmedKlobber(request: APIRequestContext, label: string, firstName = 'Baru'): Promise<NewKlobber> {
  const email = uniqueEmail(label);
  const signUp = await request.post(`${API_URL}${IDENTITY_PATHS.signUp}`, {
    data: { email, password: DEMO_PASSWORD, firstName, lastName: 'Klobber', phone: '+6281234567890' },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const userId = ((await signUp.json()) as { result: { userId: string } }).result.userId;
  const confirm = await request.post(`${API_URL}${IDENTITY_PATHS.confirmSignUp}`, {
    data: { email, code: await latestCode(request, email) },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  return { email, userId };
}

async function idTokenOf(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const login = await request.post(`${API_URL}${IDENTITY_PATHS.loginEmail}`, { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { result: { idToken: string } }).result.idToken;
}

async function resultAs<T>(request: APIRequestContext, email: string, path: string): Promise<T> {
  const response = await request.get(`${API_URL}${path}`, { headers: { Authorization: await idTokenOf(request, email) } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

export const onboardingOf = (request: APIRequestContext, email: string) =>
  resultAs<OnboardingMasterData>(request, email, ONBOARDING_PATHS.onboarding);
export const tipsOf = (request: APIRequestContext, email: string) => resultAs<TipItem[]>(request, email, ONBOARDING_PATHS.tips);

/**
 * Dismisses a new account's onboarding through the api, for suites that register a user to test
 * something else: the onboarding modal would otherwise cover their page.
 */
export async function dismissOnboarding(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await request.post(`${API_URL}${ONBOARDING_PATHS.finish}`, {
    headers: { Authorization: await idTokenOf(request, email, password) },
    data: { outcome: 'dismissed' },
  });
  expect(response.status(), await response.text()).toBe(200);
}
