/** spec 1 §3, spec 2 §3: the event types and event tag categories, as the api contract names them. */
export { EVENT_TAG_CATEGORIES, EVENT_TYPES } from '../api-contract/platform';
