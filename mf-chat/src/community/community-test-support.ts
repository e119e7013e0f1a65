import type { CommunityInvitation, KlobServices, Language } from '@klob/shared';
import type { AuthStateChannel } from '@klob/shared';
import { createFakeHttpClient, createTestBus, createTestI18n, createTestServices, type FakeHttpClient } from '@klob/shared/testing';
import { COMMUNITY_INVITATIONS_PATH } from './community-api';
import { COMMUNITY_NAMESPACE } from './community-namespace';
import { communityTranslations } from '../texts/community';

export const INVITATIONS: CommunityInvitation[] = [
  { invitationLink: 'https://t.me/+klob-karier', channelName_id: 'Komunitas Karier Klob', channelName_en: 'Klob Career Community' },
  { invitationLink: 'https://t.me/+klob-it', channelName_id: 'Lowongan IT', channelName_en: 'IT Vacancies' },
];

export const SIGNED_IN: AuthStateChannel = {
  isAuthenticated: true,
  isAuthenticating: false,
  user: { userId: 'user-42', firstName: 'Sari', lastName: 'Dewi', profilePictureUrl: null, emailLogin: 'sari@klob.id' },
};

const SIGNED_IN_TOKEN = 'id-token-of-user-42';

/** The community text of `key` in `language`, from the test copy of the namespace. */
export function communityText(language: Language, key: string): string {
  const i18n = createCommunityI18n(language);
  const text = i18n.t(key, { ns: COMMUNITY_NAMESPACE });
  if (text === key) throw new Error(`no community text ${language}.${key}`);
  return text;
}

export function createCommunityI18n(language: Language = 'id') {
  return createTestI18n({
    language,
    resources: { id: { [COMMUNITY_NAMESPACE]: communityTranslations.id }, en: { [COMMUNITY_NAMESPACE]: communityTranslations.en } },
    defaultNamespace: COMMUNITY_NAMESPACE,
  });
}

/** The api answer of the community call: the /rest envelope around the list. */
export const invitationsAnswer = (invitations: CommunityInvitation[]) => ({ status: 200, message: 'success', result: invitations });

export interface CommunityTestSetup {
  services: KlobServices;
  base: FakeHttpClient;
  service: FakeHttpClient;
}

/**
 * Services whose base client answers the community call with INVITATIONS and whose service client accepts
 * tracking; with `auth`, the bus holds that state and the auth helpers have a session token.
 */
export function createCommunityServices({
  language = 'id',
  auth,
}: { language?: Language; auth?: AuthStateChannel } = {}): CommunityTestSetup {
  const base = createFakeHttpClient({ [`GET ${COMMUNITY_INVITATIONS_PATH}`]: invitationsAnswer(INVITATIONS) });
  const service = createFakeHttpClient({
    'POST /rest/post/activity/action': { status: 200, message: 'success', result: { activityId: 1 } },
  });
  const services = createTestServices({
    http: { base, service, localization: createFakeHttpClient() },
    i18n: createCommunityI18n(language),
    bus: createTestBus(auth ? { auth, language } : { language }),
    auth: {
      getIdToken: () => (auth?.isAuthenticated ? SIGNED_IN_TOKEN : null),
      isAuthenticated: () => auth?.isAuthenticated ?? false,
      requireLogin: () => undefined,
    },
  });
  return { services, base, service };
}
