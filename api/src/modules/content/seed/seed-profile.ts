import type { SeedStatements } from '../../../db/seed-statements.js';
import { demoUsers } from '../../core/demo-data.js';

/** The profile sections that make up profile strength; the weights add up to 100. */
const profileSections = [
  { sectionKey: 'personal-data', titleId: 'Data Pribadi', titleEn: 'Personal Data', weight: 15 },
  { sectionKey: 'contact', titleId: 'Kontak', titleEn: 'Contact', weight: 10 },
  { sectionKey: 'education', titleId: 'Pendidikan', titleEn: 'Education', weight: 15 },
  { sectionKey: 'work-experience', titleId: 'Pengalaman Kerja', titleEn: 'Work Experience', weight: 20 },
  { sectionKey: 'skills', titleId: 'Keahlian', titleEn: 'Skills', weight: 10 },
  { sectionKey: 'cv', titleId: 'CV', titleEn: 'CV', weight: 15 },
  { sectionKey: 'profile-picture', titleId: 'Foto Profil', titleEn: 'Profile Picture', weight: 5 },
  { sectionKey: 'video-profile', titleId: 'Video Profil', titleEn: 'Video Profile', weight: 10 },
] as const;

type SectionKey = (typeof profileSections)[number]['sectionKey'];

/** klobber@klob.id has a complete profile (100 %), the others do not. */
const completedSectionsByEmail: Record<(typeof demoUsers)[number]['email'], readonly SectionKey[] | 'all'> = {
  'klobber@klob.id': 'all',
  'hr@klob.id': ['personal-data', 'contact', 'profile-picture'],
  'baru@klob.id': ['personal-data'],
};

export function seedProfile(db: SeedStatements, now: Date): void {
  const insertSection = db.prepare(
    'INSERT INTO profile_section_catalog (section_key, title_id, title_en, weight, sequence) VALUES (?, ?, ?, ?, ?)',
  );
  profileSections.forEach((section, index) =>
    insertSection.run(section.sectionKey, section.titleId, section.titleEn, section.weight, index + 1),
  );

  const insertProgress = db.prepare('INSERT INTO profile_section_progress (user_id, section_key, completed_at) VALUES (?, ?, ?)');
  for (const user of demoUsers) {
    const completed = completedSectionsByEmail[user.email];
    const keys = completed === 'all' ? profileSections.map((s) => s.sectionKey) : completed;
    for (const key of keys) insertProgress.run(user.userId, key, now.toISOString());
  }
}
