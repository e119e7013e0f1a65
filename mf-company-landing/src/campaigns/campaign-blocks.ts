import type { Language } from '@klob/shared';
import { defineCampaign, type CampaignConfig, type CampaignTexts } from './campaign-config';

/** What a page writes itself; any shared block it words differently may be given too. */
export type OwnCampaignTexts = Pick<CampaignTexts, 'title' | 'tagline' | 'programme'> & Partial<CampaignTexts>;

type SharedBlocks = Omit<CampaignTexts, 'title' | 'tagline' | 'programme'>;

/** The recruitment blocks the partners' pages share: requirements, benefits, the selection timeline and the FAQ. */
const sharedBlocks = (partnerName: string): Record<Language, SharedBlocks> => ({
  id: {
    requirements: [
      'Lulusan D3/S1 dari jurusan yang relevan dengan IPK minimal 3,00',
      'Usia maksimal 27 tahun pada saat pendaftaran',
      'Bersedia ditempatkan di seluruh wilayah kerja perusahaan',
    ],
    benefits: [
      'Pelatihan terstruktur bersama mentor berpengalaman',
      'Gaji dan tunjangan yang kompetitif',
      'Jenjang karier yang jelas setelah program',
    ],
    timeline: [
      { stage: 'Pendaftaran online', when: 'Sesuai periode pendaftaran' },
      { stage: 'Seleksi administrasi', when: '1-2 minggu setelah pendaftaran ditutup' },
      { stage: 'Tes potensi dan wawancara', when: 'Diumumkan melalui email' },
      { stage: 'Pengumuman akhir', when: 'Diumumkan melalui email' },
    ],
    faq: [
      {
        question: `Bagaimana cara mendaftar di ${partnerName}?`,
        answer: 'Pilih posisi yang dibuka di halaman ini, tekan Lamar, lalu masuk atau daftar akun Klob untuk melanjutkan lamaran.',
      },
      {
        question: 'Apakah ada biaya pendaftaran?',
        answer: 'Tidak. Seluruh proses rekrutmen tidak dipungut biaya apa pun. Waspadai penipuan yang mengatasnamakan perusahaan.',
      },
    ],
  },
  en: {
    requirements: [
      'A relevant diploma or bachelor degree with a GPA of at least 3.00',
      'At most 27 years old at registration',
      'Willing to be placed anywhere the company works',
    ],
    benefits: [
      'Structured training with experienced mentors',
      'A competitive salary and allowances',
      'A clear career path after the programme',
    ],
    timeline: [
      { stage: 'Online registration', when: 'During the registration period' },
      { stage: 'Document screening', when: '1-2 weeks after registration closes' },
      { stage: 'Aptitude test and interview', when: 'Announced by email' },
      { stage: 'Final announcement', when: 'Announced by email' },
    ],
    faq: [
      {
        question: `How do I apply to ${partnerName}?`,
        answer: 'Pick an open position on this page, press Apply, then sign in or create a Klob account to continue your application.',
      },
      {
        question: 'Is there a registration fee?',
        answer: 'No. The whole recruitment process is free of charge. Beware of scams using the company name.',
      },
    ],
  },
});

/** A page's texts: its own title, tagline and programme (and any block it words differently) over the shared blocks. */
export function campaignTexts(partnerName: string, own: Record<Language, OwnCampaignTexts>): Record<Language, CampaignTexts> {
  const shared = sharedBlocks(partnerName);
  return { id: { ...shared.id, ...own.id }, en: { ...shared.en, ...own.en } };
}

type Partner = Pick<CampaignConfig, 'partner' | 'brand'>;

/** Partners with several campaign pages: who they are and their colours, written once. */
export const BANK_JATIM: Partner = {
  partner: { name: 'Bank Jatim', corporateId: 'CORP-BANKJATIM', logoUrl: '/static/demo/campaign/bank-jatim-logo.svg' },
  brand: { primary: '#8b1c1c', onPrimary: '#ffffff', accent: '#d4a017' },
};
export const BANK_SYARIAH_INDONESIA: Partner = {
  partner: { name: 'Bank Syariah Indonesia', corporateId: 'CORP-BSI', logoUrl: '/static/demo/campaign/bsi-logo.svg' },
  brand: { primary: '#00a39d', onPrimary: '#ffffff', accent: '#f8ad1d' },
};
export const LEMBAGA_PENJAMIN_SIMPANAN: Partner = {
  partner: { name: 'Lembaga Penjamin Simpanan', corporateId: 'CORP-LPS', logoUrl: '/static/demo/campaign/lps-logo.svg' },
  brand: { primary: '#00529b', onPrimary: '#ffffff', accent: '#ffc20e' },
};

/**
 * A campaign page whose partner writes only its own copy (title, tagline, programme, and any block it
 * words differently): the shared blocks fill the rest. The result is a full `CampaignConfig`, checked
 * by the build like any other.
 */
export const defineCampaignPage = ({ texts, ...config }: Omit<CampaignConfig, 'texts'> & { texts: Record<Language, OwnCampaignTexts> }) =>
  defineCampaign({ ...config, texts: campaignTexts(config.partner.name, texts) });
