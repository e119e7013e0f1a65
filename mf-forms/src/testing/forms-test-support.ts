import type { AuthStateChannel, KlobServices, ToastEvent } from '@klob/shared';
import {
  KLOBFAIR_CORPORATE_ID,
  SURVEY_PATHS,
  UPLOAD_PATHS,
  type AttachmentSizeRule,
  type SurveyQuestion,
  type SurveyView,
} from '@klob/shared/api-contract/forms';
import { createFakeHttpClient, createTestBus, createTestI18n, createTestServices, type FakeHttpClient } from '@klob/shared/testing';
import { FORMS_NAMESPACE } from '../common/forms-namespace';
import { publishedTexts } from '../texts';

export const SIGNED_IN: AuthStateChannel = {
  isAuthenticated: true,
  isAuthenticating: false,
  user: { userId: 'user-42', firstName: 'Sari', lastName: 'Dewi', profilePictureUrl: null, emailLogin: 'sari@klob.id' },
};

const option = (questionId: string, n: number, answerText: string, others = false) => ({
  answerId: `${questionId}-A${n}`,
  answerText,
  others,
  otherAnswer: null,
  sequence: n,
});

const question = (
  n: number,
  questionType: SurveyQuestion['questionType'],
  questionText: string,
  options: string[] = [],
  mandatory: 'y' | 'n' = 'y',
): SurveyQuestion => {
  const questionId = `Q${n}`;
  return {
    questionId,
    questionText,
    questionType,
    mandatory,
    answerNote: null,
    templateUrl: null,
    sequence: n,
    option: options.map((text, index) => option(questionId, index + 1, text, text === 'Lainnya')),
  };
};

/** A guestbook with one question of each type of spec 3 §3. */
export const FULL_SURVEY: SurveyView = {
  header: {
    surveyId: 'SRV-TEST',
    surveyName: 'Buku Tamu Klob Fair 2026',
    description: '<p>Isi <strong>buku tamu</strong><img src=x onerror="window.hacked=1"></p>',
    name: 'x',
    email: 'x',
    phone: 'x',
    notLogin: true,
  },
  question: [
    question(1, 'short', 'Posisi apa yang kamu cari?'),
    question(2, 'multiple choice', 'Dari mana kamu tahu?', ['Instagram', 'LinkedIn', 'Lainnya']),
    question(3, 'multiple response', 'Industri yang kamu minati?', ['Teknologi', 'Keuangan', 'Lainnya']),
    question(4, 'sequence', 'Urutkan hal terpenting', ['Gaji', 'Lokasi', 'Budaya']),
    question(5, 'ranking', 'Urutkan sesi favorit', ['Expo', 'Webinar']),
    question(6, 'attachment', 'Unggah CV', []),
  ],
};

export const RULES: AttachmentSizeRule[] = [
  { id: 'jpg', type: 'image', extension: ['jpg', 'jpeg', 'png', 'webp', 'gif'], size: 2097152, lengthDuration: null },
  { id: 'mp4', type: 'video', extension: ['mp4'], size: 8 * 1024 * 1024, lengthDuration: 60 },
  { id: 'pdf', type: 'document', extension: ['pdf'], size: 5 * 1024 * 1024, lengthDuration: null },
];

export const envelope = <T>(result: T) => ({ status: 200, message: 'OK', result });

export interface FormsTestSetup {
  services: KlobServices;
  service: FakeHttpClient;
  toasts: ToastEvent[];
}

/** Test services with the forms texts, a fake api answering the survey and the attachment master, and recorded toasts. */
export function createFormsServices({
  survey = FULL_SURVEY,
  auth,
  rules = RULES,
}: { survey?: SurveyView; auth?: AuthStateChannel; rules?: AttachmentSizeRule[] | Error } = {}): FormsTestSetup {
  const service = createFakeHttpClient({
    [`GET ${SURVEY_PATHS.view}`]: envelope(survey),
    [`GET ${SURVEY_PATHS.eformView}`]: envelope(survey),
    [`GET ${SURVEY_PATHS.formView}`]: envelope(survey),
    [`GET ${UPLOAD_PATHS.attachmentRules}`]: rules instanceof Error ? rules : envelope(rules),
  });
  const bus = createTestBus(auth ? { auth } : {});
  const toasts: ToastEvent[] = [];
  bus.on('toast').subscribe((toast) => toasts.push(toast));
  const i18n = createTestI18n({
    resources: { id: { [FORMS_NAMESPACE]: publishedTexts.forms.id } },
    defaultNamespace: FORMS_NAMESPACE,
  });
  const services = createTestServices({
    http: { service, base: createFakeHttpClient(), localization: createFakeHttpClient() },
    bus: bus.as('mf_forms'),
    i18n,
    navigate: jest.fn(),
    auth: { getIdToken: () => (auth ? 'token' : null), isAuthenticated: () => Boolean(auth), requireLogin: jest.fn() },
  });
  return { services, service, toasts };
}

export { KLOBFAIR_CORPORATE_ID };
