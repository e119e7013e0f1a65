/**
 * Request and response shapes of the content calls (api area 030): vacancies,
 * companies, ensiklobedia articles, klobmeter, kaleidosklob, profile strength,
 * referrals, click-apply and the master-data paths of spec 3 §7.
 * Every answer is wrapped in the envelope `{ status, message, result }`; the
 * types below describe `result`.
 */

export * from './content/common';
export * from './content/vacancies';
export * from './content/companies';
export * from './content/journey-sections';
export * from './content/profile';
export * from './content/masterdata';
export * from './content/applications';
