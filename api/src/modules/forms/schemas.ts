import { Type, type Static } from '@sinclair/typebox';
import { ID_MAX_LENGTH, idField } from '../../http/id-field.js';
import { plainNameField } from '../../http/plain-name.js';
import { UploadBodySchema } from '../uploads/schemas.js';

/**
 * Generous outer bounds against abuse only: the spec's own limits (phone 16, answers 255)
 * are checked by the survey rules, which answer the spec's messages.
 */
const FREE_TEXT_MAX_LENGTH = 4000;
const FILE_REFERENCE_MAX_LENGTH = 2048;
const MAX_OPTIONS = 100;
const MAX_ENTRIES = 200;

const nullableText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

export const SurveyViewQuerySchema = Type.Object({ corporateId: idField() });
export type SurveyViewQuery = Static<typeof SurveyViewQuerySchema>;

export const SurveyEformQuerySchema = Type.Object({ surveyUrl: idField() });
export type SurveyEformQueryBody = Static<typeof SurveyEformQuerySchema>;

export const SurveySubmissionQuerySchema = Type.Object({ surveyId: idField() });

export const CityQuerySchema = Type.Object({ provinceId: idField() });
export type CityQuery = Static<typeof CityQuerySchema>;

export const SurveyFormQuerySchema = Type.Object({ formId: idField() });
export type SurveyFormQueryBody = Static<typeof SurveyFormQuerySchema>;

const AnswerSequenceItemSchema = Type.Object({
  answerId: idField(),
  sequence: Type.Integer({ minimum: 0, maximum: MAX_OPTIONS * 10 }),
  answerText: nullableText(FREE_TEXT_MAX_LENGTH),
  otherAnswer: nullableText(FREE_TEXT_MAX_LENGTH),
});

const SubmissionEntrySchema = Type.Object({
  surveyId: Type.Optional(Type.String({ maxLength: ID_MAX_LENGTH })),
  questionId: idField(),
  answerId: nullableText(ID_MAX_LENGTH),
  answerText: nullableText(FREE_TEXT_MAX_LENGTH),
  answerSequence: Type.Optional(Type.Union([Type.Array(AnswerSequenceItemSchema, { maxItems: MAX_OPTIONS }), Type.Null()])),
});

export const SurveySubmissionSchema = Type.Object({
  surveyId: idField(),
  // A visitor's name reaches the company's survey answers: text without markup (issue 6).
  name: Type.Optional(plainNameField({ maxLength: FREE_TEXT_MAX_LENGTH })),
  email: Type.Optional(Type.String({ maxLength: FREE_TEXT_MAX_LENGTH })),
  phone: Type.Optional(Type.String({ maxLength: FREE_TEXT_MAX_LENGTH })),
  student: Type.Optional(
    Type.Object({
      nik: Type.String({ maxLength: 64 }),
      npwp: Type.String({ maxLength: 64 }),
      provinceId: Type.String({ maxLength: ID_MAX_LENGTH }),
      cityId: Type.String({ maxLength: ID_MAX_LENGTH }),
    }),
  ),
  option: Type.Array(SubmissionEntrySchema, { maxItems: MAX_ENTRIES }),
});
export type SurveySubmissionBody = Static<typeof SurveySubmissionSchema>;

const vacancyCode = idField();

export const AdditionalUploadBodySchema = Type.Composite([
  UploadBodySchema,
  Type.Object({ klobVacancyCode: vacancyCode, questionId: idField() }),
]);
export type AdditionalUploadBody = Static<typeof AdditionalUploadBodySchema>;

export const AdditionalFilesQuerySchema = Type.Object({ klobVacancyCode: vacancyCode });
export type AdditionalFilesQuery = Static<typeof AdditionalFilesQuerySchema>;

export const AdditionalUploadDeleteBodySchema = Type.Object({
  fileObjKeyName: Type.String({ minLength: 1, maxLength: FILE_REFERENCE_MAX_LENGTH }),
});
export type AdditionalUploadDeleteBody = Static<typeof AdditionalUploadDeleteBodySchema>;
