import type { ApiModule } from '../module.js';
import { registerLocaleRoutes } from './locale-routes.js';
import { createPublishedTexts } from './published-texts.js';

/**
 * Translations per language and namespace (area 015, spec 1 §7, DECISIONS #4). No tables and no texts of its own:
 * each app publishes its namespaces with its build, and this module reads them from the apps' origins (issue 23).
 */
export const localeModule: ApiModule = {
  name: 'locale',
  routes(app, { config }) {
    registerLocaleRoutes(app, createPublishedTexts({ origins: config.textOrigins, cacheMs: config.textsCacheMs }));
  },
};
