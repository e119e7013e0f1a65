/**
 * Request and response shapes of the forms calls (api areas 050 forms, 055 uploads,
 * 060 feedback): the company / job-fair survey (spec 3 §3, §5, §7), the S3-like
 * upload and delete calls with the attachment size master, the job-application
 * additional-question uploads, and the CSAT/NPS feedback items (spec 1 §3, §4.4, §4.5).
 * Every answer is wrapped in the envelope `{ status, message, result }`; the types
 * below describe `result`.
 */

export * from './forms/survey-rules';
export * from './forms/survey-view';
export * from './forms/university';
export * from './forms/survey-save';
export * from './forms/uploads';
export * from './forms/application-uploads';
export * from './forms/feedback';
