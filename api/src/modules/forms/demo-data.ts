import {
  DEMO_SURVEY_PAGE_URL,
  KLOBFAIR_CORPORATE_ID,
  SURVEY_QUESTION_TYPES as Q,
  type SurveyMandatoryFlag,
  type SurveyQuestionType,
} from '@klob/shared/api-contract/forms';

export interface OptionSeed {
  text: string;
  others?: boolean;
  /** The English text, when the survey has one. */
  en?: string;
}

export interface QuestionSeed {
  text: string;
  type: SurveyQuestionType;
  mandatory: SurveyMandatoryFlag;
  answerNote?: string;
  /** Seeds a small template document and links it from the question. */
  withTemplate?: boolean;
  options?: OptionSeed[];
  /** attachment / upload: the extensions the file may have (default: every uploadable type). */
  fileTypes?: string[];
  en?: { text: string; answerNote?: string };
}

export interface SurveySeed {
  surveyId: string;
  corporateId: string;
  surveyName: string;
  description: string;
  ask: { name: boolean; email: boolean; phone: boolean };
  notLogin: boolean;
  /** Asks the university form's student data (NIK, NPWP, province, city). */
  askStudent?: boolean;
  /** 'page': an e-form page survey (default: a guestbook popup). */
  kind?: 'guestbook' | 'page';
  questions: QuestionSeed[];
  /** The English name and description; without them the survey is in Indonesian only. */
  en?: { surveyName: string; description: string };
}

/** The job-fair guestbook, open to visitors, uses every question type of spec 3 §3. */
export const KLOBFAIR_SURVEY_ID = 'SRV-KLOBFAIR-2026';
export const NUSANTARA_SURVEY_ID = 'SRV-NUSANTARA-GUESTBOOK';
export const MERAPI_SURVEY_ID = 'SRV-MERAPI-GUESTBOOK';
/** Open to visitors, asks name and phone but no email; its company's admin is the demo hr account. */
export const SAMUDRA_SURVEY_ID = 'SRV-SAMUDRA-GUESTBOOK';
/** A guestbook being written: a header without questions yet, so its page shows no guestbook. */
export const RINJANI_SURVEY_ID = 'SRV-RINJANI-DRAFT';

/** The owner of the e-form page surveys that belong to no company (their pages are listed by the platform area). */
export const EFORM_OWNER_ID = 'KLOB-EFORM';
/** The fixed survey page /survey/demosurveinenilai: its surveyUrl and survey. */
export const FIXED_SURVEY_PAGES: Readonly<Record<string, string>> = { [DEMO_SURVEY_PAGE_URL]: 'SRV-DEMO-NILAI' };
/** The form event /form/beasiswa-merapi-2026 (platform seed EVT-FORM-MERAPI) owns this survey. */
export const MERAPI_FORM_EVENT_ID = 'EVT-FORM-MERAPI';
export const MERAPI_FORM_SURVEY_ID = 'SRV-FORM-MERAPI';

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
        fileTypes: ['pdf'],
      },
      {
        text: 'Unggah video perkenalan singkat',
        type: Q.upload,
        mandatory: 'n',
        answerNote: 'Video mp4, maksimal 60 detik.',
        fileTypes: ['mp4'],
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
  {
    surveyId: SAMUDRA_SURVEY_ID,
    corporateId: 'CORP-SAMUDRA',
    surveyName: 'Buku Tamu PT Samudra Logistik',
    description: '<p>Tinggalkan kontakmu, tim rekrutmen <strong>PT Samudra Logistik</strong> akan menghubungimu.</p>',
    ask: { name: true, email: false, phone: true },
    notLogin: true,
    questions: [
      { text: 'Posisi apa yang kamu minati di Samudra?', type: Q.short, mandatory: 'y', answerNote: 'Contoh: Staf Gudang' },
      {
        text: 'Kapan kamu bisa mulai bekerja?',
        type: Q.multipleChoice,
        mandatory: 'y',
        options: [{ text: 'Segera' }, { text: 'Dalam 1 bulan' }, { text: 'Lainnya', others: true }],
      },
    ],
  },
  {
    surveyId: RINJANI_SURVEY_ID,
    corporateId: 'CORP-RINJANI',
    surveyName: 'Buku Tamu PT Rinjani Wisata',
    description: '<p>Segera hadir.</p>',
    ask: { name: true, email: true, phone: false },
    notLogin: true,
    questions: [],
  },
  // e-form pages (spec 1 §2.6): the surveyIds of the platform area's survey_pages, the fixed demo page and a form event.
  {
    surveyId: 'SRV-VISITOR-01',
    corporateId: EFORM_OWNER_ID,
    kind: 'page',
    surveyName: 'Survei Pengunjung Klob',
    description: '<p>Bantu kami membuat <strong>Klob</strong> lebih baik. Survei ini hanya butuh 2 menit.</p>',
    en: {
      surveyName: 'Klob Visitor Survey',
      description: '<p>Help us make <strong>Klob</strong> better. This survey takes only 2 minutes.</p>',
    },
    ask: { name: true, email: true, phone: false },
    notLogin: true,
    questions: [
      {
        text: 'Apa tujuan utamamu mengunjungi Klob?',
        en: { text: 'What is your main reason for visiting Klob?' },
        type: Q.short,
        mandatory: 'y',
      },
      {
        text: 'Dari mana kamu mengenal Klob?',
        en: { text: 'How did you hear about Klob?' },
        type: Q.multipleChoice,
        mandatory: 'y',
        options: [
          { text: 'Media sosial', en: 'Social media' },
          { text: 'Kampus', en: 'Campus' },
          { text: 'Teman', en: 'Friends' },
          { text: 'Lainnya', en: 'Other', others: true },
        ],
      },
      {
        text: 'Fitur apa saja yang sudah kamu coba?',
        en: { text: 'Which features have you tried?' },
        type: Q.multipleResponse,
        mandatory: 'n',
        options: [
          { text: 'Lowongan', en: 'Job openings' },
          { text: 'Klob Fair', en: 'Klob Fair' },
          { text: 'Kelas daring', en: 'Online classes' },
          { text: 'Lainnya', en: 'Other', others: true },
        ],
      },
      {
        text: 'Urutkan fitur yang paling kamu butuhkan',
        en: { text: 'Rank the features you need most' },
        type: Q.ranking,
        mandatory: 'y',
        options: [
          { text: 'Rekomendasi lowongan', en: 'Job recommendations' },
          { text: 'Konsultasi karier', en: 'Career advice' },
          { text: 'Pelatihan', en: 'Training' },
        ],
      },
      {
        text: 'Unggah tangkapan layar (opsional)',
        en: { text: 'Upload a screenshot (optional)', answerNote: 'A jpg, png or webp image.' },
        type: Q.upload,
        mandatory: 'n',
        answerNote: 'Gambar jpg, png atau webp.',
        fileTypes: ['jpg', 'jpeg', 'png', 'webp'],
      },
    ],
  },
  {
    surveyId: 'SRV-KLOBFAIR-01',
    corporateId: EFORM_OWNER_ID,
    kind: 'page',
    surveyName: 'Survei Klobfair 2026',
    description: '<p>Ceritakan pengalamanmu di <em>Klob Fair 2026</em>.</p>',
    ask: { name: true, email: true, phone: true },
    notLogin: true,
    questions: [
      { text: 'Apa kesanmu tentang Klob Fair 2026?', type: Q.short, mandatory: 'y' },
      {
        text: 'Sesi apa yang paling bermanfaat?',
        type: Q.multipleChoice,
        mandatory: 'y',
        options: [{ text: 'Expo perusahaan' }, { text: 'Webinar' }, { text: 'Kelas daring' }],
      },
    ],
  },
  {
    surveyId: 'SRV-DEMO-NILAI',
    corporateId: EFORM_OWNER_ID,
    kind: 'page',
    surveyName: 'Survei Penilaian Layanan Klob',
    description: '<p>Nilai layanan Klob yang sudah kamu gunakan.</p>',
    ask: { name: false, email: false, phone: false },
    notLogin: false,
    questions: [
      {
        text: 'Urutkan layanan dari yang paling memuaskan',
        type: Q.sequence,
        mandatory: 'y',
        options: [{ text: 'Pencarian lowongan' }, { text: 'Profil dan CV' }, { text: 'Chat dengan perusahaan' }],
      },
      { text: 'Saran untuk Klob', type: Q.short, mandatory: 'n' },
    ],
  },
  {
    surveyId: MERAPI_FORM_SURVEY_ID,
    corporateId: MERAPI_FORM_EVENT_ID,
    kind: 'page',
    surveyName: 'Formulir Beasiswa Merapi Energi',
    askStudent: true,
    description: '<p>Lengkapi formulir pendaftaran <strong>Beasiswa Merapi Energi 2026</strong>.</p>',
    ask: { name: true, email: true, phone: true },
    notLogin: false,
    questions: [
      { text: 'Asal universitas', type: Q.short, mandatory: 'y' },
      {
        text: 'Jenjang pendidikan',
        type: Q.multipleChoice,
        mandatory: 'y',
        options: [{ text: 'D3' }, { text: 'S1' }, { text: 'S2' }],
      },
      {
        text: 'Unggah transkrip nilai',
        type: Q.attachment,
        mandatory: 'y',
        answerNote: 'Format PDF, maksimal 5 MB.',
        withTemplate: true,
        fileTypes: ['pdf'],
      },
    ],
  },
];

/** The master provinces and cities of the university form (a few, for the demo). */
export const demoRegions: { provinceId: string; provinceName: string; cities: { cityId: string; cityName: string }[] }[] = [
  {
    provinceId: '31',
    provinceName: 'DKI Jakarta',
    cities: [
      { cityId: '3171', cityName: 'Jakarta Selatan' },
      { cityId: '3173', cityName: 'Jakarta Pusat' },
    ],
  },
  {
    provinceId: '32',
    provinceName: 'Jawa Barat',
    cities: [
      { cityId: '3273', cityName: 'Kota Bandung' },
      { cityId: '3275', cityName: 'Kota Bekasi' },
      { cityId: '3271', cityName: 'Kota Bogor' },
    ],
  },
  {
    provinceId: '33',
    provinceName: 'Jawa Tengah',
    cities: [
      { cityId: '3374', cityName: 'Kota Semarang' },
      { cityId: '3372', cityName: 'Kota Surakarta' },
    ],
  },
  {
    provinceId: '34',
    provinceName: 'DI Yogyakarta',
    cities: [
      { cityId: '3471', cityName: 'Kota Yogyakarta' },
      { cityId: '3404', cityName: 'Kabupaten Sleman' },
    ],
  },
  {
    provinceId: '64',
    provinceName: 'Kalimantan Timur',
    cities: [
      { cityId: '6471', cityName: 'Kota Balikpapan' },
      { cityId: '6472', cityName: 'Kota Samarinda' },
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
