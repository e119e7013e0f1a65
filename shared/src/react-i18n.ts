/**
 * The page's one binding of React to i18next, shared as its own singleton entry
 * (`@klob/shared/react-i18n`, tools/webpack/shared-dependencies.ts). Every app and
 * every file of @klob/shared takes react-i18next from here, never directly (lint):
 * one I18nextProvider context per page for the shell and every remote, and the page
 * carries only these exports, not the whole package as sharing react-i18next itself
 * would (Trans and its HTML parser, about 6 KB gzip on `/`).
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
