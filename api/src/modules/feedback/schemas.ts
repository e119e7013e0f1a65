import { Type, type Static } from '@sinclair/typebox';
import { FEEDBACK_SECTIONS, FEEDBACK_TYPES, NPS_COMMENT_MAX_LENGTH } from '@klob/shared/api-contract/forms';
import { idField } from '../../http/id-field.js';

const SectionSchema = Type.Union(FEEDBACK_SECTIONS.map((section) => Type.Literal(section)));
const TypeSchema = Type.Union(FEEDBACK_TYPES.map((type) => Type.Literal(type)));

export const FeedbackListQuerySchema = Type.Object({
  section: Type.Optional(SectionSchema),
  includeAnswered: Type.Optional(Type.Boolean()),
});
export type FeedbackListQueryParams = Static<typeof FeedbackListQuerySchema>;

/** S1-7-16; the comment limit is spec 1 §9's 1000 characters. */
export const NpsAnswerSchema = Type.Object({
  campaignId: idField(),
  type: TypeSchema,
  section: SectionSchema,
  answerId: idField(),
  answerText: Type.String({ maxLength: NPS_COMMENT_MAX_LENGTH }),
  // spec 1 §3: featureId is always null.
  featureId: Type.Optional(Type.Null()),
});
export type NpsAnswerBody = Static<typeof NpsAnswerSchema>;
