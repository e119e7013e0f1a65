import type { APIRequestContext } from '@playwright/test';
import { IDENTITY_PATHS } from '@klob/shared/api-contract/identity';
import { SURVEY_PATHS, type SurveySubmissionRecord, type SurveyView } from '@klob/shared/api-contract/forms';
import { DEMO_PASSWORD } from './auth';
import { API_URL } from './e2e-platform';

/** A fresh id token of a demo account from the real login call (tokens live 20 s in the e2e platform). */
export async function idTokenFromApi(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${API_URL}${IDENTITY_PATHS.loginEmail}`, { data: { email, password: DEMO_PASSWORD } });
  const body = (await response.json()) as { result?: { idToken?: string } };
  if (!body.result?.idToken) throw new Error(`login of ${email} answered ${response.status()}`);
  return body.result.idToken;
}

/** The survey of an /eform/{surveyUrl} page, straight from the api. */
export async function eformFromApi(request: APIRequestContext, surveyUrl: string): Promise<SurveyView> {
  const response = await request.get(`${API_URL}${SURVEY_PATHS.eformView}`, { params: { surveyUrl } });
  if (!response.ok()) throw new Error(`the e-form ${surveyUrl} answered ${response.status()}`);
  return ((await response.json()) as { result: SurveyView }).result;
}

/** The signed-in account's latest stored submission of a survey, read back from the api. */
export async function mySubmissionFromApi(request: APIRequestContext, email: string, surveyId: string): Promise<SurveySubmissionRecord> {
  const response = await request.get(`${API_URL}${SURVEY_PATHS.mySubmission}`, {
    params: { surveyId },
    headers: { Authorization: await idTokenFromApi(request, email) },
  });
  if (!response.ok()) throw new Error(`the submission of ${surveyId} answered ${response.status()}`);
  return ((await response.json()) as { result: SurveySubmissionRecord }).result;
}
