import { object, string, type InferType } from 'yup';
import {
  REPORT_DESCRIPTION_MAX_LENGTH,
  REPORT_DESCRIPTION_MIN_LENGTH,
  REPORT_REASONS,
  type ReportReason,
} from '@klob/shared/api-contract/reports';

export interface NewReportValues {
  reason: ReportReason | '';
  description: string;
}

/** Errors are keys of the forms namespace (FormField translates them); the api checks the same. */
export const newReportSchema = object({
  reason: string()
    .oneOf([...REPORT_REASONS], 'directReport.reasonRequired')
    .required('directReport.reasonRequired'),
  description: string()
    .trim()
    .min(REPORT_DESCRIPTION_MIN_LENGTH, 'directReport.descriptionMin')
    .max(REPORT_DESCRIPTION_MAX_LENGTH, 'validation.maxCharacters')
    .required('directReport.descriptionMin'),
});

/** What the schema hands to submit: a reason is chosen. */
export type SubmittedReport = InferType<typeof newReportSchema>;
