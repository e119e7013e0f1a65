import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@klob/shared/react-i18n';
import { ServicesContext, type Language } from '@klob/shared';
import { createFakeHttpClient, createTestI18n, createTestServices } from '@klob/shared/testing';
import { FEEDBACK_PATH, npsMeaningOf, type FeedbackItem, type FeedbackSection } from '@klob/shared/api-contract/forms';
import { shellTranslations } from '../texts/shell';
import LogoutFlow from './logout-flow';

/** A feedback item as GET /rest/page/csat/nps answers it (spec 1 §3). */
const item = (overrides: Partial<FeedbackItem> = {}): FeedbackItem => ({
  campaignId: 'NPS-LOGOUT-2026Q4',
  type: 'NPS',
  section: 'logout',
  isExist: false,
  note_id: 'Seberapa mungkin kamu merekomendasikan Klob ke temanmu?',
  note_en: 'How likely are you to recommend Klob to a friend?',
  question: Array.from({ length: 10 }, (_, index) => ({
    value: index + 1,
    meaning: npsMeaningOf(index + 1),
    answerId: `ANS-${index + 1}`,
  })),
  ...overrides,
});

function renderLogout(
  items: FeedbackItem[],
  { language = 'id' as Language, answer = { status: 200, message: 'success', result: null } as unknown } = {},
) {
  const service = createFakeHttpClient({
    [`GET ${FEEDBACK_PATH}`]: { status: 200, message: 'success', result: items },
    [`POST ${FEEDBACK_PATH}`]: () => answer,
  });
  const i18n = createTestI18n({ language, resources: { id: { shell: shellTranslations.id }, en: { shell: shellTranslations.en } } });
  const services = createTestServices({ i18n });
  services.http.service = service;
  render(
    <ServicesContext.Provider value={services}>
      <I18nextProvider i18n={i18n}>
        <LogoutFlow onClose={() => undefined} />
      </I18nextProvider>
    </ServicesContext.Provider>,
  );
  return { service };
}

const npsDialog = () => screen.findByRole('dialog', { name: shellTranslations.id.nps.title });
const posted = (service: ReturnType<typeof createFakeHttpClient>) => service.requests.find((request) => request.method === 'POST')?.data;

async function answer(score: string, text: string) {
  await userEvent.click(screen.getByRole('radio', { name: score }));
  await userEvent.type(screen.getByRole('textbox'), text);
  await userEvent.click(screen.getByRole('button', { name: 'Kirim' }));
}

test.each([
  ['id', 'Seberapa mungkin kamu merekomendasikan Klob ke temanmu?'],
  ['en', 'How likely are you to recommend Klob to a friend?'],
] as const)('S1-3-05 the unanswered NPS item of the api opens with its note_%s as the question', async (language, note) => {
  renderLogout([item()], { language });
  expect(await screen.findByText(note)).toBeInTheDocument();
});

test.each([
  ['already answered (isExist)', item({ isExist: true })],
  ['a CSAT item', item({ type: 'CSAT' })],
])('S1-3-05 %s is not offered at logout: the standard confirmation opens', async (_case, offered) => {
  renderLogout([offered]);
  expect(await screen.findByRole('dialog', { name: 'Keluar dari Klob?' })).toBeInTheDocument();
});

test.each<FeedbackSection>(['klobmeter', 'ensiklobedia', 'kaleidosklob', 'klobnco'])(
  'S1-3-06 an NPS item of the section %s is not the logout survey; the logout item next to it is',
  async (section) => {
    const { service } = renderLogout([item({ section, campaignId: `NPS-${section}` }), item()]);
    await npsDialog();
    await answer('9', 'Lengkap');
    expect(posted(service)).toEqual(expect.objectContaining({ campaignId: 'NPS-LOGOUT-2026Q4', section: 'logout' }));
  },
);

test('S1-3-06 with only other sections offered, logout asks for confirmation', async () => {
  renderLogout([item({ section: 'klobmeter' })]);
  expect(await screen.findByRole('dialog', { name: 'Keluar dari Klob?' })).toBeInTheDocument();
});

test('S1-3-07 the scale is the survey’s questions: a value shows its meaning and answers with its answerId', async () => {
  const question = item().question.map((entry) => ({ ...entry, answerId: `Q-${entry.value * 11}` }));
  const { service } = renderLogout([item({ question })]);
  await npsDialog();
  expect(screen.getAllByRole('radio').map((radio) => [radio.textContent, radio.getAttribute('title')])).toEqual([
    ...['1', '2', '3', '4', '5', '6'].map((value) => [value, 'Tidak Akan']),
    ['7', 'Mungkin Akan'],
    ['8', 'Mungkin Akan'],
    ['9', 'Sangat Akan'],
    ['10', 'Sangat Akan'],
  ]);
  await userEvent.click(screen.getByRole('radio', { name: '7' }));
  expect(screen.getByTestId('nps-meaning')).toHaveTextContent('Mungkin Akan');
  await answer('8', 'Kadang lambat');
  expect(posted(service)).toEqual(expect.objectContaining({ answerId: 'Q-88', answerText: 'Kadang lambat' }));
});

test('S1-3-07 in English the meaning is the English text', async () => {
  renderLogout([item()], { language: 'en' });
  await screen.findByRole('dialog', { name: shellTranslations.en.nps.title });
  await userEvent.click(screen.getByRole('radio', { name: '10' }));
  expect(screen.getByTestId('nps-meaning')).toHaveTextContent('Definitely Would');
});

test('S1-7-17 the client reads only success from the answer: a successful answer with any body thanks the user', async () => {
  const { service } = renderLogout([item()], { answer: { status: 200, message: 'success', result: { unexpected: true } } });
  await npsDialog();
  await answer('10', 'Mantap');
  expect(await screen.findByRole('dialog', { name: 'Terima kasih atas masukanmu!' })).toBeInTheDocument();
  expect(posted(service)).toEqual(expect.objectContaining({ answerId: 'ANS-10' }));
});
