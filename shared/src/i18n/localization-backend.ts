import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import type { HttpClient } from '../services/http-client';
import { localizationPath } from '../constants/language';
import { isLanguage } from './languages';

/** The answer of the localization call: data[language][namespace] (DECISIONS #4). */
export interface LocalizationResponse {
  status?: number;
  data?: Record<string, Record<string, ResourceKey> | undefined>;
}

const SUCCESS_STATUS = 200;

function translationsOf(body: LocalizationResponse, language: string, namespace: string): ResourceKey {
  if (typeof body.status === 'number' && body.status !== SUCCESS_STATUS) {
    throw new Error(`answered status ${body.status}`);
  }
  const translations = body.data?.[language]?.[namespace];
  if (translations === undefined) throw new Error(`answered no data.${language}.${namespace}`);
  return translations;
}

/**
 * An i18next backend that reads each namespace through the localization client.
 * A failed or non-200 load is only logged and leaves the namespace empty, so the page
 * shows default texts instead of breaking (spec 1 §8.3, spec 2 §8).
 */
export function createLocalizationBackend(localization: HttpClient): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      if (!isLanguage(language)) {
        callback(null, {});
        return;
      }
      localization
        .get<LocalizationResponse>(localizationPath(language, namespace))
        .then((body) => callback(null, translationsOf(body, language, namespace)))
        .catch((error: unknown) => {
          console.error(`[klob] translations ${language}/${namespace} could not be loaded`, error);
          callback(null, {});
        });
    },
  };
}
