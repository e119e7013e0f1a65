import type { FastifyInstance } from 'fastify';
import { FEEDBACK_PATH, type FeedbackItem, type NpsAnswerResult } from '@klob/shared/api-contract/forms';
import { signedInUser } from '../../auth/guard.js';
import { ok } from '../../http/envelope.js';
import { HttpError, badRequest, notFound } from '../../http/errors.js';
import type { ApiContext } from '../module.js';
import type { FeedbackStore } from './feedback-store.js';
import { FeedbackListQuerySchema, NpsAnswerSchema, type FeedbackListQueryParams, type NpsAnswerBody } from './schemas.js';

const CONFLICT = 409;

export function registerFeedbackRoutes(app: FastifyInstance, ctx: ApiContext, store: FeedbackStore): void {
  const { requireUser } = ctx.guards;

  // S1-7-18 / S3-7-10: the feedback items offered to the caller, unanswered ones only (S1-4.4-07).
  app.get<{ Querystring: FeedbackListQueryParams }>(
    FEEDBACK_PATH,
    { schema: { querystring: FeedbackListQuerySchema }, preHandler: requireUser },
    async (request) =>
      ok<FeedbackItem[]>(
        await store.itemsFor(signedInUser(request).userId, {
          section: request.query.section,
          includeAnswered: request.query.includeAnswered ?? false,
        }),
      ),
  );

  // S1-7-16: one answer per user and campaign; answered campaigns are no longer offered.
  app.post<{ Body: NpsAnswerBody }>(FEEDBACK_PATH, { schema: { body: NpsAnswerSchema }, preHandler: requireUser }, async (request) => {
    const { campaignId, type, section, answerId } = request.body;
    const campaign = await store.campaign(campaignId);
    if (!campaign) throw notFound(`No feedback campaign ${campaignId}`);
    if (campaign.type !== type) throw badRequest(`type: campaign ${campaignId} is ${campaign.type}`);
    if (campaign.section !== section) throw badRequest(`section: campaign ${campaignId} belongs to ${campaign.section}`);
    if (!campaign.answerIds.includes(answerId)) throw badRequest(`answerId: ${answerId} is not an answer of campaign ${campaignId}`);
    // spec 1 §5: the comment must be non-empty.
    const answerText = request.body.answerText.trim();
    if (!answerText) throw badRequest('answerText: required');
    if (!(await store.saveAnswer(campaignId, signedInUser(request).userId, answerId, answerText, null))) {
      throw new HttpError(CONFLICT, `Campaign ${campaignId} is already answered`);
    }
    return ok<NpsAnswerResult>({ campaignId, answerId });
  });
}
