import type { APIRequestContext } from '@playwright/test';
import { COMMUNITY_INVITATION_LIST_NUMBER } from '@klob/shared/constants';
import { localizationPath } from '@klob/shared/constants';
import type { Language } from '@klob/shared/constants';
import { API_URL } from './e2e-platform';

/** A translation tree as the localization call answers it: data[language][namespace] (DECISIONS #4). */
export type Translations = { [key: string]: string | Translations };

interface LocalizationBody {
  data?: Record<string, Record<string, Translations> | undefined>;
}

/** What the api says a namespace reads in a language, straight from the api (not through the shell). */
export async function translationsFromApi(request: APIRequestContext, language: Language, namespace: string): Promise<Translations> {
  const response = await request.get(`${API_URL}${localizationPath(language, namespace)}`);
  if (!response.ok()) throw new Error(`the api answered ${response.status()} for ${language}/${namespace}`);
  const body = (await response.json()) as LocalizationBody;
  const translations = body.data?.[language]?.[namespace];
  if (!translations) throw new Error(`the api has no data.${language}.${namespace}`);
  return translations;
}

/** One text of a translation tree by its dotted key, e.g. 'landing.headline'. */
export function textAt(translations: Translations, key: string): string {
  const value = key
    .split('.')
    .reduce<string | Translations | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), translations);
  if (typeof value !== 'string' || value === '') throw new Error(`no text at '${key}'`);
  return value;
}

/** A community invitation as the api answers it (spec 2 §3). */
export interface CommunityInvitationFromApi {
  invitationLink: string;
  channelName_id: string;
  channelName_en: string;
}

/** spec 2 §7 (S2-7-10): GET /rest/open/community/telegram/2, answering `result` as the list of invitations. */
export const COMMUNITY_INVITATIONS_PATH = `/rest/open/community/telegram/${COMMUNITY_INVITATION_LIST_NUMBER}`;

export async function communityInvitationsFromApi(request: APIRequestContext): Promise<CommunityInvitationFromApi[]> {
  const response = await request.get(`${API_URL}${COMMUNITY_INVITATIONS_PATH}`);
  if (!response.ok()) throw new Error(`the api answered ${response.status()} for ${COMMUNITY_INVITATIONS_PATH}`);
  const body = (await response.json()) as { result?: CommunityInvitationFromApi[] };
  if (!Array.isArray(body.result)) throw new Error(`${COMMUNITY_INVITATIONS_PATH} answered no result list`);
  return body.result;
}

/**
 * The dotted key whose text in `translations` is `text`, or null. Lets a test check that what the page
 * shows is a translation of the api without depending on the key names a part chose.
 */
export function keyOfText(translations: Translations, text: string, prefix = ''): string | null {
  for (const [key, value] of Object.entries(translations)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (value === text) return dotted;
    if (typeof value === 'object') {
      const found = keyOfText(value, text, dotted);
      if (found) return found;
    }
  }
  return null;
}
