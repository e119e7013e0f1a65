import { Type, type Static } from '@sinclair/typebox';
import { FEEDBACK_SECTIONS, FEEDBACK_TYPES, NPS_COMMENT_MAX_LENGTH } from '@klob/shared/api-contract/forms';

const ID_MAX_LENGTH = 128;

const SectionSchema = Type.Union(FEEDBACK_SECTIONS.map((section) => Type.Literal(section)));
const TypeSchema = Type.Union(FEEDBACK_TYPES.map((type) => Type.Literal(type)));

export const FeedbackListQuerySchema = Type.Object({
  section: Type.Optional(SectionSchema),
  includeAnswered: Type.Optional(Type.Boolean()),
});
export type FeedbackListQueryParams = Static<typeof FeedbackListQuerySchema>;

/** S1-7-16; the comment limit is spec 1 §9's 1000 characters. */
export const NpsAnswerSchema = Type.Object({
  campaignId: Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH }),
  type: TypeSchema,
  section: SectionSchema,
  answerId: Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH }),
  answerText: Type.String({ maxLength: NPS_COMMENT_MAX_LENGTH }),
  // spec 1 §3: featureId is always null.
  featureId: Type.Optional(Type.Null()),
});
export type NpsAnswerBody = Static<typeof NpsAnswerSchema>;
