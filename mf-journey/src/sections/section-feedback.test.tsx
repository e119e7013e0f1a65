import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@klob/shared';
import { CONTENT_PATHS } from '@klob/shared/api-contract/content';
import { FEEDBACK_PATH, NPS_COMMENT_MAX_LENGTH, type FeedbackItem } from '@klob/shared/api-contract/forms';
import { klobmeterItem } from '../test-support/fixtures';
import { createJourneyServices, envelope, mountJourneyPage, unmountJourneyPages } from '../test-support/journey-test-support';

afterEach(unmountJourneyPages);

const ITEM: FeedbackItem = {
  campaignId: 'CSAT-KLOBMETER-2026',
  type: 'CSAT',
  section: 'klobmeter',
  isExist: false,
  note_id: 'Seberapa besar kemungkinan kamu memakai Klobmeter lagi?',
  note_en: 'How likely are you to use Klobmeter again?',
  question: [
    { value: 1, meaning: 'Tidak Akan', answerId: 'A1' },
    { value: 10, meaning: 'Sangat Akan', answerId: 'A10' },
  ],
};

test('a signed-in user answers the section feedback item the api offers; the comment limit disables sending', async () => {
  const user = userEvent.setup();
  const { services, base, service } = createJourneyServices({ signedIn: true });
  base.on('GET', CONTENT_PATHS.klobmeterList, envelope([klobmeterItem()]));
  service.on('GET', FEEDBACK_PATH, envelope([ITEM]));
  service.on('POST', FEEDBACK_PATH, envelope({ campaignId: ITEM.campaignId, answerId: 'A10' }));
  await mountJourneyPage(services, '/home/klob-meter');

  const survey = await screen.findByTestId('section-feedback');
  expect(service.requests[0]?.options?.params).toEqual({ section: 'klobmeter' });
  expect(within(survey).getByRole('heading')).toHaveTextContent(ITEM.note_id);
  await user.click(within(survey).getByRole('radio', { name: '10' }));
  const comment = within(survey).getByRole('textbox', { name: 'Ceritakan alasanmu' });
  const send = within(survey).getByRole('button', { name: 'Kirim' });
  expect(send).toBeDisabled();
  await user.click(comment);
  await user.paste('x'.repeat(NPS_COMMENT_MAX_LENGTH + 1));
  expect(send).toBeDisabled();
  await user.clear(comment);
  await user.type(comment, 'Sangat membantu');
  await user.click(send);
  expect(await screen.findByText('Terima kasih atas masukanmu!')).toBeVisible();
  expect(service.requests.at(-1)).toMatchObject({
    method: 'POST',
    data: {
      campaignId: ITEM.campaignId,
      type: 'CSAT',
      section: 'klobmeter',
      answerId: 'A10',
      answerText: 'Sangat membantu',
      featureId: null,
    },
  });
});

test('visitors get no feedback survey and no feedback call', async () => {
  const { services, base, service } = createJourneyServices();
  base.on('GET', CONTENT_PATHS.klobmeterList, envelope([klobmeterItem()]));
  await mountJourneyPage(services, '/klob-journey/klob-meter');
  await screen.findByRole('heading', { level: 3 });
  expect(screen.queryByTestId('section-feedback')).toBeNull();
  expect(service.requests).toEqual([]);
});

test('a refused answer shows the error and keeps the score and comment, and sending again thanks the user', async () => {
  const user = userEvent.setup();
  const { services, base, service } = createJourneyServices({ signedIn: true });
  base.on('GET', CONTENT_PATHS.klobmeterList, envelope([klobmeterItem()]));
  service.on('GET', FEEDBACK_PATH, envelope([ITEM]));
  let refuse = true;
  service.on('POST', FEEDBACK_PATH, () =>
    refuse ? new HttpError(400, 'Bad Request', {}) : envelope({ campaignId: ITEM.campaignId, answerId: 'A1' }),
  );
  await mountJourneyPage(services, '/home/klob-meter');

  const survey = await screen.findByTestId('section-feedback');
  await user.click(within(survey).getByRole('radio', { name: '1' }));
  await user.type(within(survey).getByRole('textbox', { name: 'Ceritakan alasanmu' }), 'Kurang jelas');
  await user.click(within(survey).getByRole('button', { name: 'Kirim' }));
  expect(await within(survey).findByRole('alert')).toHaveTextContent('Konten gagal dimuat. Coba lagi sebentar lagi.');
  expect(within(survey).getByRole('radio', { name: '1' })).toHaveAttribute('aria-checked', 'true');
  expect(within(survey).getByRole('textbox', { name: 'Ceritakan alasanmu' })).toHaveValue('Kurang jelas');

  refuse = false;
  await user.click(within(survey).getByRole('button', { name: 'Kirim' }));
  expect(await screen.findByText('Terima kasih atas masukanmu!')).toBeVisible();
});
