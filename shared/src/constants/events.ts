/** spec 1 §3, spec 2 §3: the event types and event tag categories, as the api contract names them. */
export { EVENT_TAG_CATEGORIES, EVENT_TYPES } from '../api-contract/platform';

/** spec 1 §2.6: survey records of this type get the route /eform/{surveyUrl}. */
export const PAGE_SURVEY_TYPE = 'page';
