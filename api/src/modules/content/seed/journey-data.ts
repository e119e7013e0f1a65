import type { KaleidosklobKind } from '@klob/shared/api-contract/content';

export interface SalaryStatisticsSeed {
  label: string;
  titleId: string;
  titleEn: string;
  positionName: string;
  province: string;
  p25: number;
  median: number;
  p75: number;
  sampleSize: number;
}

/** Salary statistics of the klobmeter section, monthly gross in Rupiah. */
export const salaryStatisticsSeeds: SalaryStatisticsSeed[] = [
  {
    label: 'gaji-frontend-developer-jakarta',
    titleId: 'Gaji Frontend Developer di Jakarta',
    titleEn: 'Frontend Developer Salary in Jakarta',
    positionName: 'Frontend Developer',
    province: 'DKI Jakarta',
    p25: 9_000_000,
    median: 13_500_000,
    p75: 19_000_000,
    sampleSize: 412,
  },
  {
    label: 'gaji-data-analyst-jawa-barat',
    titleId: 'Gaji Data Analyst di Jawa Barat',
    titleEn: 'Data Analyst Salary in West Java',
    positionName: 'Data Analyst',
    province: 'Jawa Barat',
    p25: 6_500_000,
    median: 8_800_000,
    p75: 12_000_000,
    sampleSize: 236,
  },
  {
    label: 'gaji-staf-gudang-jawa-timur',
    titleId: 'Gaji Staf Gudang di Jawa Timur',
    titleEn: 'Warehouse Staff Salary in East Java',
    positionName: 'Staf Gudang',
    province: 'Jawa Timur',
    p25: 4_200_000,
    median: 4_900_000,
    p75: 5_600_000,
    sampleSize: 318,
  },
  {
    label: 'gaji-teller-sulawesi-selatan',
    titleId: 'Gaji Teller Bank di Sulawesi Selatan',
    titleEn: 'Bank Teller Salary in South Sulawesi',
    positionName: 'Teller',
    province: 'Sulawesi Selatan',
    p25: 4_000_000,
    median: 4_700_000,
    p75: 5_500_000,
    sampleSize: 154,
  },
  {
    label: 'gaji-chef-de-partie-bali',
    titleId: 'Gaji Chef de Partie di Bali',
    titleEn: 'Chef de Partie Salary in Bali',
    positionName: 'Chef de Partie',
    province: 'Bali',
    p25: 6_000_000,
    median: 7_500_000,
    p75: 9_500_000,
    sampleSize: 98,
  },
  {
    label: 'gaji-site-engineer-kalimantan-timur',
    titleId: 'Gaji Site Engineer di Kalimantan Timur',
    titleEn: 'Site Engineer Salary in East Kalimantan',
    positionName: 'Site Engineer',
    province: 'Kalimantan Timur',
    p25: 8_500_000,
    median: 11_000_000,
    p75: 14_500_000,
    sampleSize: 121,
  },
];

export interface CareerTestSeed {
  label: string;
  titleId: string;
  titleEn: string;
  summaryId: string;
  summaryEn: string;
  questionCount: number;
  durationMinutes: number;
}

/** Career tests of the klobmeter section. */
export const careerTestSeeds: CareerTestSeed[] = [
  {
    label: 'tes-kepribadian-kerja',
    titleId: 'Tes Kepribadian Kerja',
    titleEn: 'Work Personality Test',
    summaryId: 'Kenali gaya kerja dan lingkungan yang cocok untuk kamu.',
    summaryEn: 'Learn your work style and the environment that suits you.',
    questionCount: 40,
    durationMinutes: 15,
  },
  {
    label: 'tes-minat-karier',
    titleId: 'Tes Minat Karier',
    titleEn: 'Career Interest Test',
    summaryId: 'Temukan bidang karier yang sesuai dengan minat kamu.',
    summaryEn: 'Find the career fields that match your interests.',
    questionCount: 30,
    durationMinutes: 10,
  },
  {
    label: 'tes-kesiapan-kerja',
    titleId: 'Tes Kesiapan Kerja',
    titleEn: 'Job Readiness Test',
    summaryId: 'Ukur seberapa siap kamu memasuki dunia kerja.',
    summaryEn: 'Measure how ready you are to start working.',
    questionCount: 25,
    durationMinutes: 10,
  },
  {
    label: 'tes-gaya-kepemimpinan',
    titleId: 'Tes Gaya Kepemimpinan',
    titleEn: 'Leadership Style Test',
    summaryId: 'Ketahui gaya kepemimpinan kamu dan cara mengembangkannya.',
    summaryEn: 'Find out your leadership style and how to grow it.',
    questionCount: 20,
    durationMinutes: 8,
  },
];

export interface KaleidosklobSeed {
  kind: KaleidosklobKind;
  titleId: string;
  titleEn: string;
  summaryId: string;
  summaryEn: string;
  corporateId: string | null;
  durationSeconds: number | null;
}

/** Stories and videos of the kaleidosklob section. */
export const kaleidosklobSeeds: KaleidosklobSeed[] = [
  {
    kind: 'video',
    titleId: 'Sehari Bersama Tim Engineering Nusantara Digital',
    titleEn: 'A Day with the Nusantara Digital Engineering Team',
    summaryId: 'Intip keseharian para engineer di Jakarta.',
    summaryEn: 'A look at the daily work of engineers in Jakarta.',
    corporateId: 'CORP-NUSANTARA',
    durationSeconds: 312,
  },
  {
    kind: 'story',
    titleId: 'Cerita Pelaut Muda dari Ambon',
    titleEn: 'The Story of a Young Sailor from Ambon',
    summaryId: 'Perjalanan karier di industri perikanan Maluku.',
    summaryEn: 'A career journey in the fisheries of Maluku.',
    corporateId: 'CORP-MALUKU',
    durationSeconds: null,
  },
  {
    kind: 'video',
    titleId: 'Di Balik Dapur Hotel Bintang Lima',
    titleEn: 'Behind the Kitchen of a Five-Star Hotel',
    summaryId: 'Chef Bali berbagi rahasia dapur profesional.',
    summaryEn: 'A Bali chef shares the secrets of a professional kitchen.',
    corporateId: 'CORP-BALI',
    durationSeconds: 428,
  },
  {
    kind: 'story',
    titleId: 'Merawat Kebun Sawit Berkelanjutan',
    titleEn: 'Caring for Sustainable Plantations',
    summaryId: 'Agronom muda Medan bercerita tentang pertanian modern.',
    summaryEn: 'A young agronomist from Medan on modern farming.',
    corporateId: 'CORP-TOBA',
    durationSeconds: null,
  },
  {
    kind: 'video',
    titleId: 'Tips Kerja Remote dari Kreator Bandung',
    titleEn: 'Remote Work Tips from Bandung Creators',
    summaryId: 'Tim kreatif berbagi cara tetap kompak dari jarak jauh.',
    summaryEn: 'A creative team on staying close while working apart.',
    corporateId: 'CORP-PARAHYANGAN',
    durationSeconds: 256,
  },
  {
    kind: 'story',
    titleId: 'Perempuan di Lapangan Konstruksi',
    titleEn: 'Women on Construction Sites',
    summaryId: 'Kisah insinyur perempuan di proyek Balikpapan.',
    summaryEn: 'The story of women engineers on a Balikpapan project.',
    corporateId: 'CORP-BORNEO',
    durationSeconds: null,
  },
  {
    kind: 'video',
    titleId: 'Energi Terbarukan dari Lereng Merapi',
    titleEn: 'Renewable Energy from the Slopes of Merapi',
    summaryId: 'Mengenal pembangkit tenaga surya di Yogyakarta.',
    summaryEn: 'Meet the solar plants of Yogyakarta.',
    corporateId: 'CORP-MERAPI',
    durationSeconds: 375,
  },
  {
    kind: 'story',
    titleId: 'Memulai Karier Setelah Lulus Kuliah',
    titleEn: 'Starting a Career After Graduation',
    summaryId: 'Lima lulusan baru berbagi pengalaman mencari kerja.',
    summaryEn: 'Five new graduates share how they found work.',
    corporateId: null,
    durationSeconds: null,
  },
];
