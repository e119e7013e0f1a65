import type { KlobServices, Language } from '@klob/shared';
import type { SuggestionGroups, SuggestionItem } from '@klob/shared/api-contract/search';
import { createFakeHttpClient, createTestI18n, createTestServices, type FakeHttpClient } from '@klob/shared/testing';
import { SEARCH_NAMESPACE } from './search-namespace';
import { publishedTexts } from '../texts';

const SEARCH_TEXTS = publishedTexts.search;

function createSearchI18n(language: Language = 'id') {
  return createTestI18n({
    language,
    resources: { id: { [SEARCH_NAMESPACE]: SEARCH_TEXTS.id }, en: { [SEARCH_NAMESPACE]: SEARCH_TEXTS.en } },
    defaultNamespace: SEARCH_NAMESPACE,
  });
}

/** The /rest envelope around a result. */
export const envelope = <T>(result: T) => ({ status: 200, message: 'success', result });

export const suggestion = (fields: Partial<SuggestionItem>): SuggestionItem => ({
  text: 'Frontend Developer',
  type: 'jobVacancy',
  id: 'KLV-0001',
  thumbnailUrl: null,
  anonym: false,
  corporateId: 'CORP-NUSANTARA',
  corporateName: 'PT Nusantara Digital',
  ...fields,
});

export const groups = (fields: Partial<SuggestionGroups> = {}): SuggestionGroups => ({
  lastSearchKeyword: [],
  jobVacancy: [],
  klobmeter: [],
  ensiklobedia: [],
  kaleidosklob: [],
  ...fields,
});

export interface SearchTestSetup {
  services: KlobServices;
  service: FakeHttpClient;
  navigate: jest.Mock;
}

/** Services with a fake service client (the search calls go there) and a recorded navigate. */
export function createSearchServices({
  signedIn = false,
  language = 'id',
}: { signedIn?: boolean; language?: Language } = {}): SearchTestSetup {
  const service = createFakeHttpClient();
  const navigate = jest.fn();
  const services = createTestServices({
    http: { service, base: createFakeHttpClient(), localization: createFakeHttpClient() },
    i18n: createSearchI18n(language),
    navigate,
    auth: { getIdToken: () => (signedIn ? 'id-token' : null), isAuthenticated: () => signedIn, requireLogin: () => undefined },
  });
  return { services, service, navigate };
}
