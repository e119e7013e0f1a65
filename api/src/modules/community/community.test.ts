import { COMMUNITY_INVITATION_LIST_NUMBER } from '@klob/shared/constants';
import { setUpTestApi } from '../../testing/index.js';

const running = setUpTestApi();

const get = (path: string) => running.call('GET', path);

const listPath = (listNumber: number | string, query = '') => `/rest/open/community/telegram/${listNumber}${query}`;

describe('GET /rest/open/community/telegram/{list}', () => {
  test('S2-7-10 list 2 answers result as a list of invitation links with channel names in id and en', async () => {
    const answer = await get(listPath(COMMUNITY_INVITATION_LIST_NUMBER));
    expect(answer.httpStatus).toBe(200);
    expect(answer.body).toMatchObject({ status: 200, message: 'success' });
    const invitations = answer.body.result as Record<string, string>[];
    expect(invitations.length).toBeGreaterThanOrEqual(3);
    for (const invitation of invitations) {
      expect(Object.keys(invitation).sort()).toEqual(['channelName_en', 'channelName_id', 'invitationLink']);
      expect(invitation.invitationLink).toMatch(/^https:\/\/t\.me\/\w+$/);
      expect(invitation.channelName_id).not.toBe('');
      expect(invitation.channelName_en).not.toBe('');
    }
    expect(invitations.map((i) => i.channelName_id)).toContain('Klob Society');
  });

  test('S2-7-10 an optional klobVacancyCode answers the same invitations', async () => {
    const plain = await get(listPath(COMMUNITY_INVITATION_LIST_NUMBER));
    const forVacancy = await get(listPath(COMMUNITY_INVITATION_LIST_NUMBER, '?klobVacancyCode=KLOB-JV-0001'));
    expect(forVacancy.httpStatus).toBe(200);
    expect(forVacancy.body.result).toEqual(plain.body.result);
  });

  test('S2-9-09 the path segment is the list number: list 1 answers other invitations', async () => {
    const listOne = await get(listPath(1));
    const listTwo = await get(listPath(COMMUNITY_INVITATION_LIST_NUMBER));
    expect(listOne.httpStatus).toBe(200);
    expect(listOne.body.result.length).toBeGreaterThan(0);
    expect(listOne.body.result).not.toEqual(listTwo.body.result);
  });

  test('S2-7-10 an unknown list answers 404', async () => {
    const answer = await get(listPath(77));
    expect(answer.httpStatus).toBe(404);
    expect(answer.body.message).toContain('77');
  });

  test('S2-7-10 a list that is not a positive number, or a malformed vacancy code, answers 400 naming the field', async () => {
    const word = await get(listPath('dua'));
    expect(word.httpStatus).toBe(400);
    expect(word.body.message).toContain('params.listNumber');
    const zero = await get(listPath(0));
    expect(zero.httpStatus).toBe(400);
    const code = await get(listPath(COMMUNITY_INVITATION_LIST_NUMBER, `?klobVacancyCode=${encodeURIComponent('<script>')}`));
    expect(code.httpStatus).toBe(400);
    expect(code.body.message).toContain('querystring.klobVacancyCode');
  });
});
