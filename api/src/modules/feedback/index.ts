import type { ApiModule } from '../module.js';
import { demoAnswers, demoCampaigns } from './demo-data.js';
import { createFeedbackStore } from './feedback-store.js';
import { feedbackMigrations } from './migrations.js';
import { registerFeedbackRoutes } from './routes.js';

/** Area 060: CSAT/NPS feedback items per section and their answers (spec 1 §3, §4.4, §4.5). */
export const feedbackModule: ApiModule = {
  name: 'feedback',
  migrations: feedbackMigrations,
  async seed({ sql }) {
    const store = createFeedbackStore(sql);
    for (const campaign of demoCampaigns) await store.insertCampaign(campaign);
    for (const answer of demoAnswers) {
      await store.saveAnswer(answer.campaignId, answer.userId, store.answerIdOf(answer.campaignId, answer.value), answer.answerText, null);
    }
  },
  routes(app, ctx) {
    registerFeedbackRoutes(app, ctx, createFeedbackStore(ctx.sql));
  },
};
