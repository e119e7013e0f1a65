import { HttpError, type HttpClient } from '@klob/shared';
import type { Envelope } from '@klob/shared/api-contract/envelope';
import {
  SURVEY_PATHS,
  type SurveySaveResult,
  type SurveySubmission,
  type SurveySubmissionRecord,
  type SurveyView,
} from '@klob/shared/api-contract/forms';

/** Where a survey comes from: a company's (or the job fair's) guestbook, an e-form page, or a form event. */
export type SurveySource =
  { kind: 'company'; corporateId: string } | { kind: 'eform'; surveyUrl: string } | { kind: 'form'; formId: string };

const requestOf = (source: SurveySource): { path: string; params: Record<string, string> } => {
  switch (source.kind) {
    case 'company':
      return { path: SURVEY_PATHS.view, params: { corporateId: source.corporateId } };
    case 'eform':
      return { path: SURVEY_PATHS.eformView, params: { surveyUrl: source.surveyUrl } };
    case 'form':
      return { path: SURVEY_PATHS.formView, params: { formId: source.formId } };
  }
};

export const surveySourceKey = (source: SurveySource): string => `survey:${JSON.stringify(source)}`;

/** spec 3 §7: result {header, question}; checked, not trusted (the answer crosses a process boundary). */
export async function fetchSurvey(client: HttpClient, source: SurveySource, signal?: AbortSignal): Promise<SurveyView> {
  const { path, params } = requestOf(source);
  const body = await client.get<Partial<Envelope<SurveyView>> | undefined>(path, { params, signal });
  const view = body?.result;
  if (!view || !Array.isArray(view.question)) throw new Error('the survey call answered no survey');
  return { header: view.header ?? null, question: [...view.question].sort((a, b) => a.sequence - b.sequence) };
}

/** spec 3 §7: POST the submission; resolves on status 200, rejects with the HttpError otherwise. */
export async function saveSurvey(client: HttpClient, submission: SurveySubmission, signal?: AbortSignal): Promise<SurveySaveResult> {
  const body = await client.post<Envelope<SurveySaveResult>>(SURVEY_PATHS.save, submission, { signal });
  return body.result;
}

const HTTP_NOT_FOUND = 404;

/** The signed-in author's latest submission of a survey, to edit it; null when there is none yet. */
export async function fetchMySubmission(
  client: HttpClient,
  surveyId: string,
  signal?: AbortSignal,
): Promise<SurveySubmissionRecord | null> {
  try {
    const body = await client.get<Partial<Envelope<SurveySubmissionRecord>> | undefined>(SURVEY_PATHS.mySubmission, {
      params: { surveyId },
      signal,
    });
    const record = body?.result;
    return record && Array.isArray(record.option) ? record : null;
  } catch (error) {
    if (error instanceof HttpError && error.status === HTTP_NOT_FOUND) return null;
    throw error;
  }
}
