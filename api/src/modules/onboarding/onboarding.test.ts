import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import { PROFILE_PATHS } from '@klob/shared/api-contract/content';
import {
  ONBOARDING_PATHS,
  ONBOARDING_STEP_KEYS,
  isOnboardingAllNull,
  type OnboardingFinishResult,
  type OnboardingMasterData,
  type TipItem,
} from '@klob/shared/api-contract/onboarding';
import { INVALID_TOKEN, demoHr, demoKlobber, setUpTestApi, type DemoAccount } from '../../testing/index.js';
import { newUserBody, uniqueEmail } from '../identity/sign-up-test-support.js';

const running = setUpTestApi();

/** A fresh registration (not a seeded demo account) and its id token. */
async function newKlobber(): Promise<{ userId: string; token: string }> {
  const email = uniqueEmail('onboarding');
  const registered = await running.call('POST', IDENTITY_PATHS.registerNewUser, { body: newUserBody(email) });
  expect(registered.httpStatus).toBe(200);
  const { user_id: userId } = (await running.api.ctx.sql.get<{ user_id: string }>('SELECT user_id FROM users WHERE email = ?', [email]))!;
  return { userId, token: await running.signIdToken(userId, email) };
}

const onboardingOf = (as: string | DemoAccount) => running.call<OnboardingMasterData>('GET', ONBOARDING_PATHS.onboarding, { as });

describe('GET /rest/page/master/onboarding', () => {
  test('a new registration gets the onboarding: bilingual title, intro and the four steps, each leading to a page', async () => {
    const { userId, token } = await newKlobber();
    const answer = await onboardingOf(token);
    expect(answer.httpStatus).toBe(200);
    const data = answer.body.result;
    expect(isOnboardingAllNull(data)).toBe(false);
    expect(data.title).toEqual({ id: 'Selamat datang di Klob!', en: 'Welcome to Klob!' });
    expect(data.intro?.id).toBeTruthy();
    expect(data.steps?.map((step) => step.stepKey)).toEqual([...ONBOARDING_STEP_KEYS]);
    expect(data.steps?.map((step) => step.linkPath)).toEqual([
      '/profile-completeness',
      '/cv-templates',
      `/profile/${userId}`,
      '/home/klob-meter',
    ]);
    expect(data.steps?.every((step) => !step.done && step.title.id && step.title.en && step.description.en)).toBe(true);
  });

  test('the demo accounts were seeded as onboarded: all null', async () => {
    for (const account of [demoKlobber, demoHr]) {
      expect((await onboardingOf(account)).body.result).toEqual({ title: null, intro: null, steps: null });
    }
  });

  test('a step is done from the user’s own data: the working status, and exploring once followed', async () => {
    const { token } = await newKlobber();
    expect(
      (await running.call('POST', PROFILE_PATHS.workingStatus, { as: token, body: { workingStatus: 'open-to-work' } })).httpStatus,
    ).toBe(200);
    const followed = await running.call<OnboardingMasterData>('POST', ONBOARDING_PATHS.followStep, {
      as: token,
      body: { stepKey: 'exploreJourney' },
    });
    expect(followed.httpStatus).toBe(200);
    const done = Object.fromEntries((await onboardingOf(token)).body.result.steps!.map((step) => [step.stepKey, step.done]));
    expect(done).toEqual({ completeProfile: false, uploadCv: false, workingStatus: true, exploreJourney: true });
  });

  test('401 without a token, 403 with a bad one', async () => {
    expect((await running.call('GET', ONBOARDING_PATHS.onboarding)).httpStatus).toBe(401);
    expect((await running.call('GET', ONBOARDING_PATHS.onboarding, { as: INVALID_TOKEN })).httpStatus).toBe(403);
    expect((await running.call('GET', ONBOARDING_PATHS.tips)).httpStatus).toBe(401);
  });
});

describe('POST /rest/page/master/onboarding/finish', () => {
  test('once dismissed the onboarding is all null, and stays so; finishing again keeps the first outcome', async () => {
    const { userId, token } = await newKlobber();
    const dismissed = await running.call<OnboardingFinishResult>('POST', ONBOARDING_PATHS.finish, {
      as: token,
      body: { outcome: 'dismissed' },
    });
    expect(dismissed.httpStatus).toBe(200);
    expect(dismissed.body.result).toEqual({ outcome: 'dismissed', finishedAt: expect.any(String) });
    expect(isOnboardingAllNull((await onboardingOf(token)).body.result)).toBe(true);
    const again = await running.call<OnboardingFinishResult>('POST', ONBOARDING_PATHS.finish, {
      as: token,
      body: { outcome: 'completed' },
    });
    expect(again.body.result).toEqual(dismissed.body.result);
    await running.restart();
    expect(isOnboardingAllNull((await onboardingOf(await running.signIdToken(userId))).body.result)).toBe(true);
  });

  test('400 with a reason on a bad outcome or step, 401 without a token', async () => {
    const { token } = await newKlobber();
    const badOutcome = await running.call('POST', ONBOARDING_PATHS.finish, { as: token, body: { outcome: 'later' } });
    expect(badOutcome.httpStatus).toBe(400);
    expect(badOutcome.body.message).toContain('outcome');
    const missing = await running.call('POST', ONBOARDING_PATHS.finish, { as: token, body: {} });
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.message).toContain('outcome');
    const badStep = await running.call('POST', ONBOARDING_PATHS.followStep, { as: token, body: { stepKey: 'flyToTheMoon' } });
    expect(badStep.httpStatus).toBe(400);
    expect(badStep.body.message).toContain('stepKey');
    expect((await running.call('POST', ONBOARDING_PATHS.finish, { body: { outcome: 'dismissed' } })).httpStatus).toBe(401);
    // Nothing was stored by the refused calls.
    expect(isOnboardingAllNull((await onboardingOf(token)).body.result)).toBe(false);
  });
});

describe('GET /rest/page/master/tips', () => {
  test('tips for job seekers in both languages, in order, each leading to a page or to none', async () => {
    const answer = await running.call<TipItem[]>('GET', ONBOARDING_PATHS.tips, { as: demoKlobber });
    expect(answer.httpStatus).toBe(200);
    const list = answer.body.result;
    expect(list.length).toBeGreaterThanOrEqual(4);
    for (const tip of list) {
      expect(tip).toEqual({
        tipId: expect.any(String),
        category: expect.any(String),
        title: { id: expect.any(String), en: expect.any(String) },
        body: { id: expect.any(String), en: expect.any(String) },
        linkPath: tip.linkPath === null ? null : expect.stringMatching(/^\//),
      });
    }
  });
});
