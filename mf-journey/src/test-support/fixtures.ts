import type {
  ArticleSummary,
  KaleidosklobItem,
  KlobmeterItem,
  Paged,
  VacancyDetail,
  VacancySummary,
} from '@klob/shared/api-contract/content';

const text = (id: string, en = id) => ({ id, en });

export const paged = <T>(items: T[], page = 1, totalPages = 1): Paged<T> => ({
  items,
  page,
  size: 12,
  totalItems: items.length,
  totalPages,
});

export const vacancySummary = (overrides: Partial<VacancySummary> = {}): VacancySummary => ({
  klobVacancyCode: 'KLV-0001',
  positionName: 'Frontend Developer',
  slug: 'frontend-developer',
  jobCategory: 'Teknologi Informasi',
  corporateId: 'CORP-NUSANTARA',
  corporateName: 'PT Nusantara Digital',
  corporateSlug: 'pt-nusantara-digital',
  corporateLogoUrl: null,
  anonym: false,
  city: 'Jakarta Selatan',
  province: 'DKI Jakarta',
  workModel: 'hybrid',
  jobLevel: 'mid-senior',
  employmentStatus: 'full-time',
  salary: { currency: 'IDR', min: 12_000_000, max: 20_000_000, visible: true },
  postedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

export const vacancyDetail = (overrides: Partial<VacancyDetail> = {}): VacancyDetail => ({
  ...vacancySummary(),
  description: text('Paragraf satu.\n\nParagraf dua yang hanya untuk anggota.'),
  requirements: text('Syarat lengkap.'),
  benefits: text('Benefit lengkap.'),
  additionalQuestionCount: 0,
  applicantCount: 3,
  hasApplied: null,
  ...overrides,
});

export const article = (overrides: Partial<ArticleSummary> = {}): ArticleSummary => ({
  articleId: 'ENS-0001',
  slug: 'tips-wawancara',
  category: 'wawancara',
  title: text('Tips Wawancara', 'Interview Tips'),
  summary: text('Ringkasan'),
  thumbnailUrl: '/files/a.png',
  author: 'Redaksi Klob',
  readMinutes: 4,
  publishedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

export const klobmeterItem = (overrides: Partial<KlobmeterItem> = {}): KlobmeterItem => ({
  label: 'gaji-frontend-developer-jakarta',
  kind: 'salary-statistics',
  title: text('Gaji Frontend Developer di Jakarta'),
  summary: text('Ringkasan gaji'),
  thumbnailUrl: '/files/k.png',
  salaryStatistics: {
    positionName: 'Frontend Developer',
    province: 'DKI Jakarta',
    currency: 'IDR',
    p25: 1,
    median: 2,
    p75: 3,
    sampleSize: 10,
  },
  careerTest: null,
  ...overrides,
});

export const kaleidosklobItem = (overrides: Partial<KaleidosklobItem> = {}): KaleidosklobItem => ({
  itemId: 'KAL-0001',
  kind: 'story',
  title: text('Cerita Karier'),
  summary: text('Ringkasan cerita'),
  thumbnailUrl: '/files/s.png',
  videoUrl: null,
  durationSeconds: null,
  corporateId: null,
  corporateName: null,
  publishedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});
