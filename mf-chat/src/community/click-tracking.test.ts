import { ACTIVITY_CLICKS } from '@klob/shared/api-contract/platform';
import { createFakeHttpClient } from '@klob/shared/testing';
import { ACTIVITY_ACTION_PATH, activityQueryOf, trackClick } from './click-tracking';

const REFERER = 'https://klob.id/jobs?q=designer';
const SIGNED_IN = { signedIn: true, userId: 'user-42' };
const VISITOR = { signedIn: false, userId: undefined };

describe('community click tracking', () => {
  test('S2-7-24 S2-7-27 the button click carries entity community, entityId button-community, referer and the user id', () => {
    expect(activityQueryOf(ACTIVITY_CLICKS.communityButton, { referer: REFERER, ...SIGNED_IN })).toEqual({
      entity: 'community',
      entityId: 'button-community',
      referer: REFERER,
      user: 'user-42',
    });
  });

  test('S2-7-25 S2-7-27 the invitation click carries entity community, entityId invitation-page, referer and the user id', () => {
    expect(activityQueryOf(ACTIVITY_CLICKS.communityInvitation, { referer: REFERER, ...SIGNED_IN })).toEqual({
      entity: 'community',
      entityId: 'invitation-page',
      referer: REFERER,
      user: 'user-42',
    });
  });

  test('S2-7-27 a signed-in session whose profile is not loaded yet sends an empty user', () => {
    expect(activityQueryOf(ACTIVITY_CLICKS.communityButton, { referer: REFERER, signedIn: true, userId: undefined })?.user).toBe('');
  });

  test('a visitor’s click is not sent: /rest/post/* answers 401 without a signed-in user', () => {
    const client = createFakeHttpClient();
    trackClick(client, ACTIVITY_CLICKS.communityButton, { referer: REFERER, ...VISITOR });

    expect(activityQueryOf(ACTIVITY_CLICKS.communityButton, { referer: REFERER, ...VISITOR })).toBeNull();
    expect(client.requests).toEqual([]);
  });

  test('S2-7-24 trackClick posts the query params to /rest/post/activity/action with no body', async () => {
    const client = createFakeHttpClient({
      [`POST ${ACTIVITY_ACTION_PATH}`]: { status: 200, message: 'success', result: { activityId: 3 } },
    });

    trackClick(client, ACTIVITY_CLICKS.communityButton, { referer: REFERER, ...SIGNED_IN });

    await Promise.resolve();
    expect(client.requests).toEqual([
      {
        method: 'POST',
        url: '/rest/post/activity/action',
        data: undefined,
        options: { params: { entity: 'community', entityId: 'button-community', referer: REFERER, user: 'user-42' } },
      },
    ]);
  });

  test('a tracking call that throws at once is still only logged', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('offline');
    const client = {
      ...createFakeHttpClient(),
      post: () => {
        throw failure;
      },
    };

    expect(() => trackClick(client, ACTIVITY_CLICKS.communityInvitation, { referer: REFERER, ...SIGNED_IN })).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('invitation-page'), failure);
    error.mockRestore();
  });
});
