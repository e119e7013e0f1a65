import type { ApiModule } from '../module.js';
import { onboardingMigrations } from './migrations.js';
import { createOnboardingStore } from './onboarding-store.js';
import { registerOnboardingRoutes } from './routes.js';
import { onboardingSteps, onboardingTexts, tips } from './seed-data.js';

/** Area 090: onboarding steps and tips master data, and each user's onboarding state (spec 1 §2.9, §3). */
export const onboardingModule: ApiModule = {
  name: 'onboarding',
  migrations: onboardingMigrations,
  async seed({ sql }) {
    const store = createOnboardingStore(sql);
    await store.insertTexts(onboardingTexts);
    for (const [index, step] of onboardingSteps.entries()) await store.insertStep(step, index + 1);
    for (const [index, tip] of tips.entries()) await store.insertTip(tip, index + 1);
    await store.finishForExistingUsers(new Date());
  },
  routes(app, ctx) {
    registerOnboardingRoutes(app, ctx, createOnboardingStore(ctx.sql));
  },
};
