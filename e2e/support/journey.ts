import type { APIRequestContext, Page } from '@playwright/test';
import { DEFAULT_LANGUAGE } from '@klob/shared/constants';
import { translationsFromApi, textAt, type Translations } from './api-data';

/** The journey namespace as the api serves it in Indonesian (the default language). */
export const journeyTexts = (request: APIRequestContext): Promise<Translations> =>
  translationsFromApi(request, DEFAULT_LANGUAGE, 'journey');

/** A text of the journey namespace by key. */
export const journeyText = (texts: Translations, key: string) => textAt(texts, key);

/** The cards of a journey list (any section). */
export const listCards = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('link');
