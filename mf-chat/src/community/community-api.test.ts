import { HttpError } from '@klob/shared';
import { COMMUNITY_INVITATION_LIST_NUMBER } from '@klob/shared/constants';
import { createFakeHttpClient } from '@klob/shared/testing';
import { COMMUNITY_INVITATIONS_PATH, channelNameIn, fetchCommunityInvitations, isCommunityInvitation } from './community-api';
import { INVITATIONS, invitationsAnswer } from './community-test-support';

describe('community api', () => {
  test('S2-9-09 the invitations come from list number 2', () => {
    expect(COMMUNITY_INVITATION_LIST_NUMBER).toBe(2);
    expect(COMMUNITY_INVITATIONS_PATH).toBe('/rest/open/community/telegram/2');
  });

  test('S2-7-10 result is read as the list of invitations; klobVacancyCode is sent when given', async () => {
    const client = createFakeHttpClient({ [`GET ${COMMUNITY_INVITATIONS_PATH}`]: invitationsAnswer(INVITATIONS) });

    await expect(fetchCommunityInvitations(client, { vacancyCode: 'JV-7' })).resolves.toEqual(INVITATIONS);
    expect(client.requests[0]?.options?.params).toEqual({ klobVacancyCode: 'JV-7' });
  });

  test('S2-3-19 entries without invitationLink or channelName_{language}, or with a non-web link, are left out', async () => {
    const [valid] = INVITATIONS;
    const client = createFakeHttpClient({
      [`GET ${COMMUNITY_INVITATIONS_PATH}`]: invitationsAnswer([
        valid!,
        { channelName_id: 'Tanpa tautan', channelName_en: 'No link' },
        { invitationLink: 'https://t.me/+no-names' },
        { invitationLink: 'javascript:alert(1)', channelName_id: 'Skrip', channelName_en: 'Script' },
        { invitationLink: 'not a url', channelName_id: 'Rusak', channelName_en: 'Broken' },
        null,
      ] as never),
    });

    await expect(fetchCommunityInvitations(client)).resolves.toEqual([valid]);
  });

  test('S2-8-12 a failed call or an answer without a result list rejects, for the caller to log', async () => {
    const failure = new HttpError(404, 'Not Found', { message: 'No community list 2' });
    await expect(fetchCommunityInvitations(createFakeHttpClient({ [`GET ${COMMUNITY_INVITATIONS_PATH}`]: failure }))).rejects.toBe(failure);
    await expect(
      fetchCommunityInvitations(
        createFakeHttpClient({ [`GET ${COMMUNITY_INVITATIONS_PATH}`]: { status: 200, message: 'success', result: null } }),
      ),
    ).rejects.toThrow('no result list');
  });

  test('S2-3-19 the channel name is the one of the current language; an empty one falls back to Indonesian', () => {
    const invitation = INVITATIONS[0]!;
    expect(channelNameIn(invitation, 'id')).toBe(invitation.channelName_id);
    expect(channelNameIn(invitation, 'en')).toBe(invitation.channelName_en);
    expect(channelNameIn({ ...invitation, channelName_en: '' }, 'en')).toBe(invitation.channelName_id);
    expect(isCommunityInvitation(invitation)).toBe(true);
  });
});
