import { DEMO_HR_ID, DEMO_KLOBBER_ID } from '../../core/demo-data.js';
import type { EmploymentStatus, JobLevel, WorkModel } from '@klob/shared/api-contract/content';

/** One demo opening: position, category, level, and what differs from the defaults. */
export interface PositionTemplate {
  positionName: string;
  jobCategory: string;
  jobLevel: JobLevel;
  employmentStatus?: EmploymentStatus;
  workModel?: WorkModel;
  anonym?: boolean;
  salaryHidden?: boolean;
}

const p = (
  positionName: string,
  jobCategory: string,
  jobLevel: JobLevel,
  extra: Omit<PositionTemplate, 'positionName' | 'jobCategory' | 'jobLevel'> = {},
): PositionTemplate => ({ positionName, jobCategory, jobLevel, ...extra });

/** Five openings per demo company (core/demo-data.ts), keyed by corporateId. */
export const positionsByCompany: Record<string, PositionTemplate[]> = {
  'CORP-NUSANTARA': [
    p('Frontend Developer', 'Teknologi Informasi', 'mid-senior', { workModel: 'hybrid' }),
    p('Backend Engineer', 'Teknologi Informasi', 'associate', { workModel: 'remote' }),
    p('Data Analyst', 'Teknologi Informasi', 'entry'),
    p('UI/UX Designer', 'Desain', 'associate', { workModel: 'remote' }),
    p('Product Manager', 'Manajemen Produk', 'manager', { workModel: 'hybrid' }),
  ],
  'CORP-SAMUDRA': [
    p('Staf Gudang', 'Logistik', 'entry', { workModel: 'onsite' }),
    p('Koordinator Logistik', 'Logistik', 'associate', { workModel: 'onsite' }),
    p('Supply Chain Analyst', 'Logistik', 'associate', { workModel: 'hybrid' }),
    p('Driver Ekspedisi', 'Transportasi', 'entry', { workModel: 'onsite', employmentStatus: 'contract' }),
    p('Manajer Operasional', 'Operasional', 'manager', { workModel: 'onsite' }),
  ],
  'CORP-MERAPI': [
    p('Teknisi Listrik', 'Teknik', 'entry', { workModel: 'onsite' }),
    p('Insinyur Energi Terbarukan', 'Teknik', 'mid-senior', { workModel: 'hybrid' }),
    p('HSE Officer', 'Kesehatan dan Keselamatan Kerja', 'associate', { workModel: 'onsite' }),
    p('Magang Teknik', 'Teknik', 'internship', { workModel: 'onsite' }),
    p('Procurement Specialist', 'Pengadaan', 'associate', { workModel: 'hybrid' }),
  ],
  'CORP-BATIK': [
    p('Desainer Batik', 'Desain', 'associate', { workModel: 'onsite' }),
    p('Admin Toko Online', 'Administrasi', 'entry', { workModel: 'remote', employmentStatus: 'part-time' }),
    p('Staf Produksi', 'Produksi', 'entry', { workModel: 'onsite' }),
    p('Social Media Specialist', 'Pemasaran', 'associate', { workModel: 'remote', employmentStatus: 'freelance' }),
    p('Quality Control', 'Produksi', 'entry', { workModel: 'onsite' }),
  ],
  'CORP-RINJANI': [
    p('Pemandu Wisata', 'Pariwisata', 'entry', { workModel: 'onsite', employmentStatus: 'contract' }),
    p('Reservation Officer', 'Pariwisata', 'entry', { workModel: 'hybrid' }),
    p('Marketing Pariwisata', 'Pemasaran', 'associate', { workModel: 'hybrid' }),
    p('Guest Relation Officer', 'Perhotelan', 'entry', { workModel: 'onsite' }),
    p('Magang Perhotelan', 'Perhotelan', 'internship', { workModel: 'onsite' }),
  ],
  'CORP-TOBA': [
    p('Agronomis', 'Pertanian', 'associate', { workModel: 'onsite' }),
    p('Mandor Kebun', 'Pertanian', 'entry', { workModel: 'onsite' }),
    p('Analis Laboratorium', 'Riset', 'entry', { workModel: 'onsite' }),
    p('Accounting Staff', 'Keuangan', 'associate', { workModel: 'hybrid' }),
    p('Manajer Perkebunan', 'Pertanian', 'manager', { workModel: 'onsite' }),
  ],
  'CORP-BORNEO': [
    p('Site Engineer', 'Teknik', 'associate', { workModel: 'onsite' }),
    p('Quantity Surveyor', 'Teknik', 'associate', { workModel: 'hybrid' }),
    p('Drafter AutoCAD', 'Desain', 'entry', { workModel: 'remote', employmentStatus: 'contract' }),
    p('Project Manager', 'Manajemen Proyek', 'manager', { workModel: 'onsite' }),
    p('Safety Officer', 'Kesehatan dan Keselamatan Kerja', 'entry', { workModel: 'onsite' }),
  ],
  'CORP-CELEBES': [
    p('Relationship Manager', 'Perbankan', 'mid-senior', { workModel: 'hybrid' }),
    p('Account Officer', 'Perbankan', 'associate', { workModel: 'onsite' }),
    p('Teller', 'Perbankan', 'entry', { workModel: 'onsite' }),
    p('Credit Analyst', 'Keuangan', 'associate', { workModel: 'hybrid' }),
    p('Direktur Risiko', 'Manajemen Risiko', 'director', { workModel: 'onsite', anonym: true, salaryHidden: true }),
  ],
  'CORP-PARAHYANGAN': [
    p('Content Writer', 'Media', 'entry', { workModel: 'remote', employmentStatus: 'freelance' }),
    p('Video Editor', 'Media', 'associate', { workModel: 'hybrid' }),
    p('Graphic Designer', 'Desain', 'associate', { workModel: 'remote' }),
    p('Digital Marketing Specialist', 'Pemasaran', 'associate', { workModel: 'hybrid' }),
    p('Creative Director', 'Media', 'director', { workModel: 'hybrid', salaryHidden: true }),
  ],
  'CORP-BALI': [
    p('Front Office Agent', 'Perhotelan', 'entry', { workModel: 'onsite' }),
    p('Chef de Partie', 'Kuliner', 'associate', { workModel: 'onsite' }),
    p('Housekeeping Supervisor', 'Perhotelan', 'associate', { workModel: 'onsite' }),
    p('Sales Executive', 'Penjualan', 'associate', { workModel: 'hybrid' }),
    p('Revenue Manager', 'Keuangan', 'manager', { workModel: 'hybrid', anonym: true }),
  ],
  'CORP-SRIWIJAYA': [
    p('Operator Produksi', 'Produksi', 'entry', { workModel: 'onsite', employmentStatus: 'contract' }),
    p('Kimiawan Proses', 'Riset', 'associate', { workModel: 'onsite' }),
    p('Maintenance Engineer', 'Teknik', 'associate', { workModel: 'onsite' }),
    p('PPIC Staff', 'Produksi', 'entry', { workModel: 'hybrid' }),
    p('Plant Manager', 'Operasional', 'director', { workModel: 'onsite', anonym: true, salaryHidden: true }),
  ],
  'CORP-MALUKU': [
    p('Staf Pengolahan Ikan', 'Produksi', 'entry', { workModel: 'onsite' }),
    p('Quality Assurance', 'Produksi', 'associate', { workModel: 'onsite' }),
    p('Export Admin', 'Administrasi', 'entry', { workModel: 'remote', employmentStatus: 'part-time' }),
    p('Nakhoda Kapal', 'Maritim', 'mid-senior', { workModel: 'onsite', employmentStatus: 'contract' }),
    p('Magang Perikanan', 'Perikanan', 'internship', { workModel: 'onsite' }),
  ],
};

/** Branch offices the openings other than the first are spread over, across many provinces. */
export const branchLocations: { city: string; province: string }[] = [
  { city: 'Jakarta Pusat', province: 'DKI Jakarta' },
  { city: 'Bandung', province: 'Jawa Barat' },
  { city: 'Bekasi', province: 'Jawa Barat' },
  { city: 'Tangerang', province: 'Banten' },
  { city: 'Semarang', province: 'Jawa Tengah' },
  { city: 'Malang', province: 'Jawa Timur' },
  { city: 'Pekanbaru', province: 'Riau' },
  { city: 'Padang', province: 'Sumatera Barat' },
  { city: 'Batam', province: 'Kepulauan Riau' },
  { city: 'Pontianak', province: 'Kalimantan Barat' },
  { city: 'Banjarmasin', province: 'Kalimantan Selatan' },
  { city: 'Manado', province: 'Sulawesi Utara' },
  { city: 'Kupang', province: 'Nusa Tenggara Timur' },
  { city: 'Jayapura', province: 'Papua' },
  { city: 'Denpasar', province: 'Bali' },
  { city: 'Yogyakarta', province: 'DI Yogyakarta' },
  { city: 'Surabaya', province: 'Jawa Timur' },
];

/** Monthly gross ranges in Rupiah per level. */
export const salaryBandByLevel: Record<JobLevel, { min: number; max: number }> = {
  internship: { min: 2_500_000, max: 3_500_000 },
  entry: { min: 4_500_000, max: 6_500_000 },
  associate: { min: 7_000_000, max: 11_000_000 },
  'mid-senior': { min: 12_000_000, max: 20_000_000 },
  manager: { min: 20_000_000, max: 35_000_000 },
  director: { min: 45_000_000, max: 80_000_000 },
};

/** The klobber has clicked apply on these, and follows these companies (company detail viewer state). */
export const demoApplications = ['KLV-0003', 'KLV-0004'] as const;
export const demoFollows = [
  { userId: DEMO_KLOBBER_ID, corporateId: 'CORP-NUSANTARA' },
  { userId: DEMO_KLOBBER_ID, corporateId: 'CORP-BALI' },
  { userId: DEMO_HR_ID, corporateId: 'CORP-MERAPI' },
] as const;
