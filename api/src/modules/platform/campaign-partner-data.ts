import type { JobLevel, WorkModel } from '@klob/shared/api-contract/content';

/** An opening of a partner recruitment campaign (spec 1 §2.5). */
export interface CampaignOpening {
  positionName: string;
  jobCategory: string;
  jobLevel: JobLevel;
  workModel: WorkModel;
}

/** A partner company whose campaign page mf-company-landing serves; its openings are ordinary vacancies. */
export interface CampaignPartner {
  corporateId: string;
  corporateName: string;
  /** File name part of its logo, drawn by the api under /static/demo/campaign/. */
  logoName: string;
  industry: string;
  city: string;
  province: string;
  openings: CampaignOpening[];
}

const o = (positionName: string, jobCategory: string, jobLevel: JobLevel, workModel: WorkModel = 'onsite'): CampaignOpening => ({
  positionName,
  jobCategory,
  jobLevel,
  workModel,
});

const bankingTrainee = (programme: string) => o(`${programme} Trainee`, 'Perbankan', 'entry');

/** The sixteen partners of the campaign pages, with the openings each campaign recruits for. */
export const campaignPartners: CampaignPartner[] = [
  {
    corporateId: 'CORP-BANKJATIM',
    corporateName: 'Bank Jatim',
    logoName: 'bank-jatim',
    industry: 'Perbankan',
    city: 'Surabaya',
    province: 'Jawa Timur',
    openings: [
      o('Petugas Layanan Nasabah', 'Perbankan', 'entry'),
      bankingTrainee('Officer Development Program'),
      o('Account Officer', 'Perbankan', 'associate'),
      o('Analis Kredit', 'Perbankan', 'associate', 'hybrid'),
    ],
  },
  {
    corporateId: 'CORP-ABMGROUP',
    corporateName: 'ABM Group',
    logoName: 'abm-group',
    industry: 'Energi',
    city: 'Jakarta Selatan',
    province: 'DKI Jakarta',
    openings: [
      o('Management Trainee Operasional Tambang', 'Pertambangan', 'entry'),
      o('Management Trainee Keuangan', 'Keuangan', 'entry', 'hybrid'),
    ],
  },
  {
    corporateId: 'CORP-KAI',
    corporateName: 'PT Kereta Api Indonesia',
    logoName: 'kai',
    industry: 'Transportasi',
    city: 'Bandung',
    province: 'Jawa Barat',
    openings: [
      o('Masinis', 'Transportasi', 'entry'),
      o('Teknisi Sarana Perkeretaapian', 'Teknik', 'entry'),
      o('Pengatur Perjalanan Kereta Api', 'Transportasi', 'entry'),
    ],
  },
  {
    corporateId: 'CORP-LPS',
    corporateName: 'Lembaga Penjamin Simpanan',
    logoName: 'lps',
    industry: 'Keuangan',
    city: 'Jakarta Selatan',
    province: 'DKI Jakarta',
    openings: [
      o('Penerima Beasiswa LPS-LPDP', 'Pendidikan', 'internship'),
      o('Analis Penjaminan Simpanan', 'Keuangan', 'associate', 'hybrid'),
    ],
  },
  {
    corporateId: 'CORP-BSI',
    corporateName: 'Bank Syariah Indonesia',
    logoName: 'bsi',
    industry: 'Perbankan Syariah',
    city: 'Jakarta Pusat',
    province: 'DKI Jakarta',
    openings: [
      o('Staff Development Program', 'Perbankan', 'entry'),
      bankingTrainee('Officer Development Program BSI'),
      o('Relationship Manager Investasi Syariah', 'Perbankan', 'associate', 'hybrid'),
    ],
  },
  {
    corporateId: 'CORP-DDIKMP',
    corporateName: 'PT Duta Digital Inovasi KMP',
    logoName: 'ddikmp',
    industry: 'Perangkat Lunak',
    city: 'Tangerang',
    province: 'Banten',
    openings: [
      o('Software Engineer', 'Teknologi Informasi', 'associate', 'hybrid'),
      o('Quality Assurance Engineer', 'Teknologi Informasi', 'entry', 'remote'),
    ],
  },
  {
    corporateId: 'CORP-DLRTELEKOM',
    corporateName: 'PT DLR Telekomunikasi',
    logoName: 'dlr-telekomunikasi',
    industry: 'Telekomunikasi',
    city: 'Semarang',
    province: 'Jawa Tengah',
    openings: [
      o('Teknisi Jaringan Fiber Optik', 'Telekomunikasi', 'entry'),
      o('Network Engineer', 'Telekomunikasi', 'associate', 'hybrid'),
    ],
  },
  {
    corporateId: 'CORP-BTPNSYARIAH',
    corporateName: 'Bank BTPN Syariah',
    logoName: 'btpn-syariah',
    industry: 'Perbankan Syariah',
    city: 'Jakarta Selatan',
    province: 'DKI Jakarta',
    openings: [o('Community Officer', 'Perbankan', 'entry'), o('Business Coach', 'Perbankan', 'associate')],
  },
  {
    corporateId: 'CORP-FAZZ',
    corporateName: 'Fazz Group',
    logoName: 'fazz',
    industry: 'Teknologi Finansial',
    city: 'Jakarta Barat',
    province: 'DKI Jakarta',
    openings: [
      o('Business Development Associate', 'Penjualan', 'associate', 'hybrid'),
      o('Data Engineer', 'Teknologi Informasi', 'mid-senior', 'remote'),
    ],
  },
  {
    corporateId: 'CORP-BANKSUMSELBABEL',
    corporateName: 'Bank Sumsel Babel',
    logoName: 'bank-sumsel-babel',
    industry: 'Perbankan',
    city: 'Palembang',
    province: 'Sumatera Selatan',
    openings: [bankingTrainee('Officer Development Program Sumsel Babel'), o('Teller', 'Perbankan', 'entry')],
  },
  {
    corporateId: 'CORP-PTBA',
    corporateName: 'Bukit Asam',
    logoName: 'ptba',
    industry: 'Pertambangan',
    city: 'Muara Enim',
    province: 'Sumatera Selatan',
    openings: [
      o('Engineer Tambang', 'Pertambangan', 'entry'),
      o('Geolog', 'Pertambangan', 'associate'),
      o('Petugas K3 Tambang', 'Kesehatan dan Keselamatan Kerja', 'entry'),
    ],
  },
  {
    corporateId: 'CORP-ASKRIDA',
    corporateName: 'Asuransi Bangun Askrida',
    logoName: 'askrida',
    industry: 'Asuransi',
    city: 'Jakarta Pusat',
    province: 'DKI Jakarta',
    openings: [
      o('Officer Development Program Underwriting', 'Asuransi', 'entry'),
      o('Officer Development Program Klaim', 'Asuransi', 'entry', 'hybrid'),
    ],
  },
  {
    corporateId: 'CORP-BIBIT',
    corporateName: 'Bibit',
    logoName: 'bibit',
    industry: 'Teknologi Finansial',
    city: 'Jakarta Selatan',
    province: 'DKI Jakarta',
    openings: [
      o('Investment Advisor Syariah', 'Keuangan', 'associate', 'hybrid'),
      o('Customer Success Syariah', 'Layanan Pelanggan', 'entry', 'remote'),
    ],
  },
];
