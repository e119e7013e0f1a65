import { createFakeHttpClient, createTestServices, createTestUnitProps, expectCleanTeardown } from '@klob/shared/testing';
import { COMMUNITY_INVITATIONS_PATH } from '../community/community-api';
import communityPopup from './community-popup';

test('community-popup leaves no listener, timer, bus subscription or socket after 100 mounts and unmounts', async () => {
  const base = createFakeHttpClient({
    [`GET ${COMMUNITY_INVITATIONS_PATH}`]: {
      status: 200,
      result: [{ invitationLink: 'https://t.me/+klob', channelName_id: 'Komunitas', channelName_en: 'Community' }],
    },
  });
  const services = createTestServices({ http: { base, service: createFakeHttpClient(), localization: createFakeHttpClient() } });
  await expectCleanTeardown(communityPopup, createTestUnitProps({ services }));
}, 30_000);
