import {
  KLOBFAIR_CORPORATE_ID,
  SURVEY_QUESTION_TYPES as Q,
  type SurveyMandatoryFlag,
  type SurveyQuestionType,
} from '@klob/shared/api-contract/forms';

export interface OptionSeed {
  text: string;
  others?: boolean;
}

export interface QuestionSeed {
  text: string;
  type: SurveyQuestionType;
  mandatory: SurveyMandatoryFlag;
  answerNote?: string;
  /** Seeds a small template document and links it from the question. */
  withTemplate?: boolean;
  options?: OptionSeed[];
}

export interface SurveySeed {
  surveyId: string;
  corporateId: string;
  surveyName: string;
  description: string;
  ask: { name: boolean; email: boolean; phone: boolean };
  notLogin: boolean;
  questions: QuestionSeed[];
}

/** The job-fair guestbook, open to visitors, uses every question type of spec 3 §3. */
export const KLOBFAIR_SURVEY_ID = 'SRV-KLOBFAIR-2026';
export const NUSANTARA_SURVEY_ID = 'SRV-NUSANTARA-GUESTBOOK';
export const MERAPI_SURVEY_ID = 'SRV-MERAPI-GUESTBOOK';

export const demoSurveys: SurveySeed[] = [
  {
    surveyId: KLOBFAIR_SURVEY_ID,
    corporateId: KLOBFAIR_CORPORATE_ID,
    surveyName: 'Buku Tamu Klob Fair 2026',
    description: '<p>Isi buku tamu <strong>Klob Fair</strong> dan bantu kami mengenal kamu lebih baik.</p>',
    ask: { name: true, email: true, phone: true },
    notLogin: true,
    questions: [
      { text: 'Posisi apa yang sedang kamu cari?', type: Q.short, mandatory: 'y', answerNote: 'Contoh: Frontend Engineer' },
      {
        text: 'Dari mana kamu mengetahui Klob Fair?',
        type: Q.multipleChoice,
        mandatory: 'y',
        options: [{ text: 'Instagram' }, { text: 'LinkedIn' }, { text: 'Teman atau keluarga' }, { text: 'Lainnya', others: true }],
      },
      {
        text: 'Bidang industri apa saja yang kamu minati?',
        type: Q.multipleResponse,
        mandatory: 'y',
        options: [{ text: 'Teknologi' }, { text: 'Keuangan' }, { text: 'Energi' }, { text: 'Lainnya', others: true }],
      },
      {
        text: 'Urutkan hal terpenting saat memilih pekerjaan',
        type: Q.sequence,
        mandatory: 'y',
        options: [{ text: 'Gaji' }, { text: 'Lokasi' }, { text: 'Jenjang karier' }, { text: 'Budaya kerja' }],
      },
      {
        text: 'Urutkan sesi Klob Fair favoritmu',
        type: Q.ranking,
        mandatory: 'y',
        options: [{ text: 'Expo perusahaan' }, { text: 'Webinar' }, { text: 'Kelas daring' }],
      },
      {
        text: 'Unggah CV terbarumu',
        type: Q.attachment,
        mandatory: 'y',
        answerNote: 'Gunakan templat berikut. Format PDF, maksimal 5 MB.',
        withTemplate: true,
      },
      {
        text: 'Unggah video perkenalan singkat',
        type: Q.upload,
        mandatory: 'n',
        answerNote: 'Video mp4, maksimal 60 detik.',
      },
    ],
  },
  {
    surveyId: NUSANTARA_SURVEY_ID,
    corporateId: 'CORP-NUSANTARA',
    surveyName: 'Buku Tamu PT Nusantara Digital',
    description: '<p>Ceritakan minatmu pada <em>PT Nusantara Digital</em>.</p>',
    ask: { name: true, email: true, phone: false },
    notLogin: false,
    questions: [
      { text: 'Apa yang membuatmu tertarik bergabung?', type: Q.short, mandatory: 'y' },
      {
        text: 'Tim mana yang paling kamu minati?',
        type: Q.multipleChoice,
        mandatory: 'y',
        options: [{ text: 'Engineering' }, { text: 'Product' }, { text: 'Design' }],
      },
      {
        text: 'Model kerja apa saja yang kamu terima?',
        type: Q.multipleResponse,
        mandatory: 'y',
        options: [{ text: 'Onsite' }, { text: 'Hybrid' }, { text: 'Remote' }],
      },
    ],
  },
  {
    surveyId: MERAPI_SURVEY_ID,
    corporateId: 'CORP-MERAPI',
    surveyName: 'Buku Tamu PT Merapi Energi',
    description: '<p>Terima kasih sudah mampir ke halaman <strong>PT Merapi Energi</strong>.</p>',
    ask: { name: true, email: true, phone: true },
    notLogin: true,
    questions: [
      { text: 'Apa harapanmu dari program magang kami?', type: Q.short, mandatory: 'y' },
      {
        text: 'Urutkan lokasi penempatan yang kamu pilih',
        type: Q.ranking,
        mandatory: 'y',
        options: [{ text: 'Yogyakarta' }, { text: 'Semarang' }, { text: 'Balikpapan' }],
      },
    ],
  },
];

/** The template attached to questions seeded withTemplate: a one-page PDF. */
export const TEMPLATE_FILENAME = 'Templat CV Klob.pdf';
export const TEMPLATE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
