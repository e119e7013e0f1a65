import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@klob/shared/react-i18n';
import { ServicesContext } from '@klob/shared';
import { createFakeHttpClient, createTestI18n, createTestServices } from '@klob/shared/testing';
import { FEEDBACK_PATH, NPS_MEANINGS, type FeedbackItem } from '@klob/shared/api-contract/forms';
import { HttpError } from '@klob/shared/api-contract/envelope';
import { shellTranslations } from '../texts/shell';
import LogoutFlow, { LOGOUT_LOADER_MS } from './logout-flow';

const { logout: logoutText, nps } = shellTranslations.id;

const survey: FeedbackItem = {
  campaignId: 'NPS-LOGOUT-2026Q1',
  type: 'NPS',
  section: 'logout',
  isExist: false,
  note_id: '',
  note_en: '',
  question: Array.from({ length: 10 }, (_, index) => ({
    value: index + 1,
    meaning: index + 1 >= 9 ? NPS_MEANINGS.promoter : index + 1 >= 7 ? NPS_MEANINGS.passive : NPS_MEANINGS.detractor,
    answerId: `A${index + 1}`,
  })),
};

function renderFlow(
  surveys: FeedbackItem[],
  answer: () => unknown = () => ({ status: 200, result: { campaignId: survey.campaignId, answerId: 'A9' } }),
) {
  const service = createFakeHttpClient({ [`GET ${FEEDBACK_PATH}`]: { status: 200, result: surveys }, [`POST ${FEEDBACK_PATH}`]: answer });
  const services = createTestServices({ i18n: createTestI18n({ resources: { id: { shell: shellTranslations.id } } }) });
  services.http.service = service;
  const logout = jest.fn();
  services.bus.on('logoutRequested').subscribe(logout);
  const onClose = jest.fn();
  render(
    <ServicesContext.Provider value={services}>
      <I18nextProvider i18n={services.i18n}>
        <LogoutFlow onClose={onClose} />
      </I18nextProvider>
    </ServicesContext.Provider>,
  );
  return { service, logout, onClose };
}

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

afterEach(() => jest.useRealTimers());

test('S1-4.4-01 S1-4.5-01 S1-4.5-02 S1-4.5-03 S1-4.5-04 an unanswered logout survey opens the NPS modal; a score reveals the box with the prompt of its band', async () => {
  const { service } = renderFlow([survey]);
  expect(await screen.findByRole('dialog', { name: nps.title })).toBeInTheDocument();
  expect(service.requests[0]?.options?.params).toEqual({ section: 'logout' });
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  const prompts: [string, string][] = [
    ['10', nps.promptPromoter],
    ['9', nps.promptPromoter],
    ['8', nps.promptPassive],
    ['7', nps.promptPassive],
    ['6', nps.promptDetractor],
    ['1', nps.promptDetractor],
  ];
  for (const [score, prompt] of prompts) {
    await userEvent.click(screen.getByRole('radio', { name: score }));
    expect(screen.getByRole('radio', { name: score })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByLabelText(prompt)).toBeInTheDocument();
  }
  expect(screen.getByText(`1 ${nps.scaleNotLikely}`)).toBeInTheDocument();
  expect(screen.getByText(`7 ${nps.scaleHesitant}`)).toBeInTheDocument();
  expect(screen.getByText(`10 ${nps.scaleVeryLikely}`)).toBeInTheDocument();
});

test('S1-3-11 the scale is labelled 1 not likely, 7 hesitant and 10 very likely', async () => {
  renderFlow([survey]);
  const scale = await screen.findByRole('radiogroup');
  const labels = scale.nextElementSibling as HTMLElement;
  expect(
    within(scale)
      .getAllByRole('radio')
      .map((radio) => radio.textContent),
  ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  expect(
    within(labels)
      .getAllByText(/./)
      .map((label) => label.textContent),
  ).toEqual(['1 Tidak mungkin', '7 Ragu-ragu', '10 Sangat mungkin']);
});

test('S1-4.5-05 S1-4.5-06 S1-5-09 S1-9-03 submit appears only with text and is disabled above 1000 characters, when the counter turns red', async () => {
  renderFlow([survey]);
  await userEvent.click(await screen.findByRole('radio', { name: '8' }));
  expect(screen.queryByRole('button', { name: nps.submit })).not.toBeInTheDocument();
  const box = screen.getByRole('textbox');
  await userEvent.type(box, 'ok');
  expect(screen.getByRole('button', { name: nps.submit })).toBeEnabled();
  await userEvent.clear(box);
  await userEvent.click(box);
  await userEvent.paste('x'.repeat(1000));
  expect(screen.getByTestId('nps-counter')).toHaveTextContent('1000/1000');
  expect(screen.getByTestId('nps-counter')).toHaveAttribute('data-over', 'false');
  expect(screen.getByRole('button', { name: nps.submit })).toBeEnabled();
  await userEvent.paste('x');
  expect(screen.getByTestId('nps-counter')).toHaveTextContent('1001/1000');
  expect(screen.getByTestId('nps-counter')).toHaveAttribute('data-over', 'true');
  expect(getComputedStyle(screen.getByTestId('nps-counter')).color).toBe('rgb(211, 47, 47)');
  expect(screen.getByRole('button', { name: nps.submit })).toBeDisabled();
  expect(screen.getByRole('alert')).toHaveTextContent('Maksimal 1000 karakter');
});

test('S1-3-08 S1-3-09 S1-4.4-03 S1-4.4-05 S1-4.4-06 S1-9-05 the payload of §3 is sent; thank-you, then confirm shows the loader for 2 s and signs out', async () => {
  jest.useFakeTimers();
  const { service, logout, onClose } = renderFlow([survey]);
  const actor = user();
  await actor.click(await screen.findByRole('radio', { name: '9' }));
  await actor.type(screen.getByRole('textbox'), 'Lowongannya cocok');
  await actor.click(screen.getByRole('button', { name: nps.submit }));
  expect(service.requests.find((request) => request.method === 'POST')?.data).toEqual({
    campaignId: 'NPS-LOGOUT-2026Q1',
    type: 'NPS',
    section: 'logout',
    answerId: 'A9',
    answerText: 'Lowongannya cocok',
    featureId: null,
  });
  const thanks = await screen.findByRole('dialog', { name: nps.thankYouTitle });
  await actor.click(within(thanks).getByRole('button', { name: nps.thankYouConfirm }));
  expect(screen.getByTestId('logout-loader')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1999));
  expect(logout).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(logout).toHaveBeenCalledWith({ reason: 'user' });
  expect(onClose).toHaveBeenCalled();
});

test('S1-4.4-04 cancel in the thank-you modal drops the NPS data and stays signed in', async () => {
  const { logout, onClose } = renderFlow([survey]);
  await userEvent.click(await screen.findByRole('radio', { name: '3' }));
  await userEvent.type(screen.getByRole('textbox'), 'lambat');
  await userEvent.click(screen.getByRole('button', { name: nps.submit }));
  await userEvent.click(
    within(await screen.findByRole('dialog', { name: nps.thankYouTitle })).getByRole('button', { name: nps.thankYouCancel }),
  );
  expect(onClose).toHaveBeenCalled();
  expect(logout).not.toHaveBeenCalled();
});

test('S1-8.3-01 a failed submit shows the error message and keeps what was typed', async () => {
  renderFlow([survey], () => new HttpError(409, 'Conflict', { message: 'Campaign NPS-LOGOUT-2026Q1 is already answered' }));
  await userEvent.click(await screen.findByRole('radio', { name: '5' }));
  await userEvent.type(screen.getByRole('textbox'), 'Kurang lengkap');
  await userEvent.click(screen.getByRole('button', { name: nps.submit }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Campaign NPS-LOGOUT-2026Q1 is already answered');
  expect(screen.getByRole('textbox')).toHaveValue('Kurang lengkap');
  expect(screen.getByRole('radio', { name: '5' })).toHaveAttribute('aria-checked', 'true');
});

test('S1-4.4-02 without an unanswered logout survey the standard confirmation opens', async () => {
  jest.useFakeTimers();
  const { logout } = renderFlow([]);
  const dialog = await screen.findByRole('dialog', { name: logoutText.title });
  await user().click(within(dialog).getByRole('button', { name: logoutText.confirm }));
  act(() => jest.advanceTimersByTime(LOGOUT_LOADER_MS));
  expect(logout).toHaveBeenCalledTimes(1);
});
