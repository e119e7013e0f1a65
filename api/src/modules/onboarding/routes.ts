import type { FastifyInstance } from 'fastify';
import {
  ONBOARDING_PATHS,
  type OnboardingFinishResult,
  type OnboardingMasterData,
  type TipItem,
} from '@klob/shared/api-contract/onboarding';
import { signedInUser } from '../../auth/guard.js';
import { ok } from '../../http/envelope.js';
import type { ApiContext } from '../module.js';
import type { OnboardingStore } from './onboarding-store.js';
import { OnboardingFinishSchema, OnboardingStepSchema, type OnboardingFinishBody, type OnboardingStepBody } from './schemas.js';

/** Onboarding and tips master data: personal (the caller's steps and state), so signed-in only. */
export function registerOnboardingRoutes(app: FastifyInstance, ctx: ApiContext, store: OnboardingStore): void {
  const { requireUser } = ctx.guards;

  app.get(ONBOARDING_PATHS.onboarding, { preHandler: requireUser }, async (request) =>
    ok<OnboardingMasterData>(await store.masterDataFor(signedInUser(request).userId)),
  );

  app.post<{ Body: OnboardingFinishBody }>(
    ONBOARDING_PATHS.finish,
    { schema: { body: OnboardingFinishSchema }, preHandler: requireUser },
    async (request) => ok<OnboardingFinishResult>(await store.finish(signedInUser(request).userId, request.body.outcome, new Date())),
  );

  app.post<{ Body: OnboardingStepBody }>(
    ONBOARDING_PATHS.followStep,
    { schema: { body: OnboardingStepSchema }, preHandler: requireUser },
    async (request) => {
      const { userId } = signedInUser(request);
      await store.followStep(userId, request.body.stepKey, new Date());
      return ok<OnboardingMasterData>(await store.masterDataFor(userId));
    },
  );

  app.get(ONBOARDING_PATHS.tips, { preHandler: requireUser }, async () => ok<TipItem[]>(await store.tips()));
}
