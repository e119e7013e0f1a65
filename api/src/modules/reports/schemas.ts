import { Type, type Static } from '@sinclair/typebox';
import {
  REPORT_DESCRIPTION_MAX_LENGTH,
  REPORT_DETAIL_MAX_LENGTH,
  REPORT_FILE_REFERENCE_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_SUBJECT_TYPES,
} from '@klob/shared/api-contract/reports';
import { idField } from '../../http/id-field.js';

export const NewReportSchema = Type.Object(
  {
    subjectType: Type.Union(REPORT_SUBJECT_TYPES.map((type) => Type.Literal(type))),
    subjectId: idField(),
    reason: Type.Union(REPORT_REASONS.map((reason) => Type.Literal(reason))),
    description: Type.String({ maxLength: REPORT_DESCRIPTION_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type NewReportBody = Static<typeof NewReportSchema>;

export const ReportParamsSchema = Type.Object({ reportRefCode: idField() });
export type ReportParams = Static<typeof ReportParamsSchema>;

export const ReportDetailSchema = Type.Object(
  {
    text: Type.Optional(Type.String({ maxLength: REPORT_DETAIL_MAX_LENGTH })),
    fileName: Type.Optional(Type.String({ minLength: 1, maxLength: REPORT_FILE_REFERENCE_MAX_LENGTH })),
  },
  { additionalProperties: false },
);
export type ReportDetailBody = Static<typeof ReportDetailSchema>;
