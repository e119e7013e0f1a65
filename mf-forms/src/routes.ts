import type { PublishedRoute } from '@klob/shared/routes';

/**
 * The pages mf-forms answers (spec 1 §2.3), published in its build as klob-routes.json. Its e-forms
 * (/eform/{surveyUrl}, /form/{id}) exist per api record: the shell and its server read those from the api.
 */
export const FORMS_PUBLISHED_ROUTES: readonly PublishedRoute<'mf_forms'>[] = [
  { path: '/survey/demosurveinenilai', access: 'authenticated-only', unit: 'survey-page' },
  { path: '/direct-report/:reportRefCode', access: 'authenticated-only', unit: 'direct-report-page' },
];
