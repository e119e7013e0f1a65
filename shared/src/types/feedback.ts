import type { FeedbackItem, FeedbackType, NpsAnswerRequest } from '../api-contract/forms';

export type { FeedbackQuestion, FeedbackSection, NpsMeaning } from '../api-contract/forms';

/** spec 1 §3: the feedback survey kinds, NPS or CSAT. */
export type FeedbackSurveyType = FeedbackType;

/** A CSAT/NPS survey item (spec 1 §3). */
export type FeedbackSurveyItem = FeedbackItem;

/** Body of POST /rest/page/csat/nps; featureId is always null (spec 1 §3, §7). */
export type NpsAnswerPayload = NpsAnswerRequest;
