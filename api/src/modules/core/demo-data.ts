/** Demo accounts, listed in the README. One password for all of them. */
export const DEMO_PASSWORD = 'Klob#2026';

export const demoUsers = [
  { userId: 'USR-KLOBBER-0001', email: 'klobber@klob.id', firstName: 'Kirana', lastName: 'Lestari', confirmed: true },
  { userId: 'USR-HR-0001', email: 'hr@klob.id', firstName: 'Hendra', lastName: 'Rahardjo', confirmed: true },
  { userId: 'USR-BARU-0001', email: 'baru@klob.id', firstName: 'Bagus', lastName: 'Ramadhan', confirmed: false },
] as const;

export const DEMO_KLOBBER_ID = demoUsers[0].userId;
export const DEMO_HR_ID = demoUsers[1].userId;

interface DemoCompany {
  corporateId: string;
  corporateName: string;
  industry: string;
  city: string;
  province: string;
  hasChat: boolean;
}

/** At least 10 companies across Indonesia; the first two are administered by hr@klob.id. */
export const demoCompanies: DemoCompany[] = [
  {
    corporateId: 'CORP-NUSANTARA',
    corporateName: 'PT Nusantara Digital',
    industry: 'Teknologi',
    city: 'Jakarta Selatan',
    province: 'DKI Jakarta',
    hasChat: true,
  },
  {
    corporateId: 'CORP-SAMUDRA',
    corporateName: 'PT Samudra Logistik',
    industry: 'Logistik',
    city: 'Surabaya',
    province: 'Jawa Timur',
    hasChat: false,
  },
  {
    corporateId: 'CORP-MERAPI',
    corporateName: 'PT Merapi Energi',
    industry: 'Energi',
    city: 'Yogyakarta',
    province: 'DI Yogyakarta',
    hasChat: true,
  },
  {
    corporateId: 'CORP-BATIK',
    corporateName: 'CV Batik Kencana',
    industry: 'Fashion',
    city: 'Pekalongan',
    province: 'Jawa Tengah',
    hasChat: false,
  },
  {
    corporateId: 'CORP-RINJANI',
    corporateName: 'PT Rinjani Wisata',
    industry: 'Pariwisata',
    city: 'Mataram',
    province: 'Nusa Tenggara Barat',
    hasChat: false,
  },
  {
    corporateId: 'CORP-TOBA',
    corporateName: 'PT Toba Agro Lestari',
    industry: 'Agrikultur',
    city: 'Medan',
    province: 'Sumatera Utara',
    hasChat: true,
  },
  {
    corporateId: 'CORP-BORNEO',
    corporateName: 'PT Borneo Konstruksi',
    industry: 'Konstruksi',
    city: 'Balikpapan',
    province: 'Kalimantan Timur',
    hasChat: false,
  },
  {
    corporateId: 'CORP-CELEBES',
    corporateName: 'PT Celebes Finansial',
    industry: 'Keuangan',
    city: 'Makassar',
    province: 'Sulawesi Selatan',
    hasChat: false,
  },
  {
    corporateId: 'CORP-PARAHYANGAN',
    corporateName: 'PT Parahyangan Kreatif',
    industry: 'Media',
    city: 'Bandung',
    province: 'Jawa Barat',
    hasChat: true,
  },
  {
    corporateId: 'CORP-BALI',
    corporateName: 'PT Bali Hospitality Group',
    industry: 'Perhotelan',
    city: 'Denpasar',
    province: 'Bali',
    hasChat: false,
  },
  {
    corporateId: 'CORP-SRIWIJAYA',
    corporateName: 'PT Sriwijaya Kimia',
    industry: 'Manufaktur',
    city: 'Palembang',
    province: 'Sumatera Selatan',
    hasChat: false,
  },
  {
    corporateId: 'CORP-MALUKU',
    corporateName: 'PT Maluku Perikanan',
    industry: 'Perikanan',
    city: 'Ambon',
    province: 'Maluku',
    hasChat: false,
  },
];

export const DEMO_HR_COMPANY_IDS = ['CORP-NUSANTARA', 'CORP-SAMUDRA'] as const;
