import type { OnboardingStepKey, TipCategory } from '@klob/shared/api-contract/onboarding';

/** `{userId}` in a link is replaced by the caller's id. */
export const USER_ID_PLACEHOLDER = '{userId}';

export const onboardingTexts = {
  title: {
    id: 'Selamat datang di Klob!',
    en: 'Welcome to Klob!',
  },
  intro: {
    id: 'Empat langkah singkat ini membantu perusahaan menemukanmu dan membuat rekomendasi lowongan makin pas untukmu.',
    en: 'These four short steps help companies find you and make the vacancies we recommend fit you better.',
  },
} as const;

export interface StepSeed {
  stepKey: OnboardingStepKey;
  title: { id: string; en: string };
  description: { id: string; en: string };
  linkPath: string;
}

export const onboardingSteps: StepSeed[] = [
  {
    stepKey: 'completeProfile',
    title: { id: 'Lengkapi profilmu', en: 'Complete your profile' },
    description: {
      id: 'Isi data pribadi, pendidikan, pengalaman kerja dan keahlianmu. Profil yang lengkap lebih sering dilirik perekrut.',
      en: 'Add your personal data, education, work experience and skills. Complete profiles get noticed by recruiters more often.',
    },
    linkPath: '/profile-completeness',
  },
  {
    stepKey: 'uploadCv',
    title: { id: 'Siapkan CV-mu', en: 'Get your CV ready' },
    description: {
      id: 'Buat CV dari template Klob dan unduh sebagai PDF, siap dilampirkan saat melamar.',
      en: 'Build your CV from a Klob template and download it as a PDF, ready to attach when you apply.',
    },
    linkPath: '/cv-templates',
  },
  {
    stepKey: 'workingStatus',
    title: { id: 'Atur status kerjamu', en: 'Set your working status' },
    description: {
      id: 'Beri tahu perusahaan apakah kamu sedang mencari kerja, terbuka untuk tawaran, atau sudah bekerja.',
      en: 'Let companies know whether you are looking for a job, open to offers, or already employed.',
    },
    linkPath: `/profile/${USER_ID_PLACEHOLDER}`,
  },
  {
    stepKey: 'exploreJourney',
    title: { id: 'Jelajahi Klob Journey', en: 'Explore the Klob Journey' },
    description: {
      id: 'Cek gaji dan jenjang karier di Klob Meter, kenali perusahaan di Klob & Co, dan belajar dari Ensiklobedia.',
      en: 'Check salaries and career paths in Klob Meter, get to know companies in Klob & Co, and learn from Ensiklobedia.',
    },
    linkPath: '/home/klob-meter',
  },
];

export interface TipSeed {
  tipId: string;
  category: TipCategory;
  title: { id: string; en: string };
  body: { id: string; en: string };
  linkPath: string | null;
}

export const tips: TipSeed[] = [
  {
    tipId: 'TIP-PROFILE-PHOTO',
    category: 'profile',
    title: { id: 'Pakai foto profil yang jelas', en: 'Use a clear profile photo' },
    body: {
      id: 'Foto wajah yang terang dengan latar polos membuat profilmu terlihat lebih profesional dan mudah dikenali.',
      en: 'A well-lit photo of your face on a plain background makes your profile look professional and easy to recognise.',
    },
    linkPath: '/profile-completeness',
  },
  {
    tipId: 'TIP-CV-ONE-PAGE',
    category: 'cv',
    title: { id: 'CV singkat, padat, terukur', en: 'A short CV with measurable results' },
    body: {
      id: 'Cukup satu sampai dua halaman. Tulis pencapaian dengan angka, misalnya "menaikkan penjualan 20% dalam 6 bulan".',
      en: 'One or two pages are enough. State achievements with numbers, e.g. "grew sales by 20% in 6 months".',
    },
    linkPath: '/cv-templates',
  },
  {
    tipId: 'TIP-APPLY-MATCH',
    category: 'application',
    title: { id: 'Baca kualifikasi sebelum melamar', en: 'Read the requirements before you apply' },
    body: {
      id: 'Lamar lowongan yang paling sesuai dengan keahlianmu, lalu sesuaikan ringkasan profil dengan posisi tersebut.',
      en: 'Apply for the vacancies that best match your skills, and tailor your profile summary to the position.',
    },
    linkPath: '/jobs',
  },
  {
    tipId: 'TIP-INTERVIEW-STAR',
    category: 'interview',
    title: { id: 'Jawab wawancara dengan metode STAR', en: 'Answer interviews with the STAR method' },
    body: {
      id: 'Ceritakan Situasi, Tugas, Aksi dan Hasil. Siapkan dua atau tiga contoh dari pengalamanmu sebelum wawancara.',
      en: 'Describe the Situation, Task, Action and Result. Prepare two or three examples from your experience beforehand.',
    },
    linkPath: null,
  },
  {
    tipId: 'TIP-CAREER-SALARY',
    category: 'career',
    title: { id: 'Kenali kisaran gaji posisimu', en: 'Know the salary range of your role' },
    body: {
      id: 'Sebelum negosiasi, cek kisaran gaji untuk posisi dan kota yang kamu incar agar permintaanmu realistis.',
      en: 'Before negotiating, check the salary range for your role and city so that your ask is realistic.',
    },
    linkPath: '/home/klob-meter',
  },
  {
    tipId: 'TIP-CAREER-LEARN',
    category: 'career',
    title: { id: 'Terus belajar hal baru', en: 'Keep learning' },
    body: {
      id: 'Artikel dan kelas di Ensiklobedia membantumu menambah keahlian yang dicari perusahaan.',
      en: 'The articles and classes in Ensiklobedia help you add the skills companies are looking for.',
    },
    linkPath: '/home/ensiklobedia',
  },
];
