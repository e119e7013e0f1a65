import { DEMO_SURVEY_PAGE_URL } from '@klob/shared/api-contract/forms';
import type { SurveySource } from '../survey/survey-api';

/** The fixed survey page of spec 1 §2 (authenticated-only in the route table). */
export const DEMO_SURVEY_PAGE_PATH = `/survey/${DEMO_SURVEY_PAGE_URL}`;

/**
 * Which survey a full page shows, from its path: /eform/{surveyUrl} (a survey of type page),
 * /form/{formId} (an event of type form) or /survey/demosurveinenilai. Null for any other path.
 */
export function surveySourceOfPath(pathname: string): SurveySource | null {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
  const [first, second] = segments;
  if (segments.length !== 2 || !second) return null;
  if (first === 'eform') return { kind: 'eform', surveyUrl: second };
  if (first === 'form') return { kind: 'form', formId: second };
  if (first === 'survey' && second === DEMO_SURVEY_PAGE_URL) return { kind: 'eform', surveyUrl: second };
  return null;
}
