import type { ApiModule } from '../module.js';
import { registerLocaleRoutes } from './locale-routes.js';

/** Translations per language and namespace (area 015, spec 1 §7, DECISIONS #4). No tables: the strings live in @klob/shared/translations. */
export const localeModule: ApiModule = {
  name: 'locale',
  routes(app) {
    registerLocaleRoutes(app);
  },
};
