import type {
  ProfileHeader,
  ProfileStrength,
  ReferralRecord,
  ReferralSaveBody,
  UnregisterRequest,
  WorkingStatus,
} from '@klob/shared/api-contract/content';
import type { Db } from '../../db/database.js';

interface SectionRow {
  section_key: string;
  title_id: string;
  title_en: string;
  weight: number;
  completed: number;
}

export const userExists = (db: Db, userId: string): boolean => Boolean(db.prepare('SELECT 1 FROM users WHERE user_id = ?').get(userId));

/**
 * Profile strength of a user: the weighted share of completed profile sections
 * (spec 2 §7 answer, progressSection.currentPercent). Used by the interruption list too.
 */
export function readProfileStrength(db: Db, userId: string): ProfileStrength {
  const rows = db
    .prepare(
      `SELECT s.section_key, s.title_id, s.title_en, s.weight, (p.user_id IS NOT NULL) AS completed
       FROM profile_section_catalog s
       LEFT JOIN profile_section_progress p ON p.section_key = s.section_key AND p.user_id = ?
       ORDER BY s.sequence`,
    )
    .all(userId) as SectionRow[];
  const totalWeight = rows.reduce((sum, row) => sum + row.weight, 0);
  const completedWeight = rows.reduce((sum, row) => sum + (row.completed ? row.weight : 0), 0);
  return {
    userId,
    progressSection: {
      currentPercent: totalWeight === 0 ? 0 : Math.floor((completedWeight * 100) / totalWeight),
      completedSections: rows.filter((row) => row.completed).length,
      totalSections: rows.length,
      sections: rows.map((row) => ({
        sectionKey: row.section_key,
        title: { id: row.title_id, en: row.title_en },
        weight: row.weight,
        completed: Boolean(row.completed),
      })),
    },
  };
}

interface ReferralRow {
  referral_id: number;
  user_id: string;
  referal_user_id: string;
  type: string;
  target_modul: string;
  created_at: string;
}

/** Saves who referred the user to which module; saving the same referral again changes nothing. */
export function saveReferral(db: Db, userId: string, body: ReferralSaveBody, now: Date): ReferralRecord {
  const inserted = db
    .prepare(
      `INSERT INTO user_referrals (user_id, referal_user_id, type, target_modul, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id, referal_user_id, type, target_modul) DO NOTHING`,
    )
    .run(userId, body.referalUserId, body.type, body.targetModul, now.toISOString());
  const row = db
    .prepare('SELECT * FROM user_referrals WHERE user_id = ? AND referal_user_id = ? AND type = ? AND target_modul = ?')
    .get(userId, body.referalUserId, body.type, body.targetModul) as ReferralRow;
  return {
    referralId: row.referral_id,
    userId: row.user_id,
    referalUserId: row.referal_user_id,
    type: row.type,
    targetModul: row.target_modul,
    createdAt: row.created_at,
    created: inserted.changes === 1,
  };
}

interface UnregisterRow {
  request_id: number;
  user_id: string;
  reason: string;
  requested_at: string;
}

/** Records a request to close the account; a pending request is answered as it is. */
export function requestUnregister(db: Db, userId: string, reason: string, now: Date): UnregisterRequest {
  const inserted = db
    .prepare(
      `INSERT INTO account_unregister_requests (user_id, reason, status, requested_at) VALUES (?, ?, 'pending', ?)
       ON CONFLICT (user_id) WHERE status = 'pending' DO NOTHING`,
    )
    .run(userId, reason, now.toISOString());
  const row = db
    .prepare(`SELECT request_id, user_id, reason, requested_at FROM account_unregister_requests WHERE user_id = ? AND status = 'pending'`)
    .get(userId) as UnregisterRow;
  return {
    requestId: row.request_id,
    userId: row.user_id,
    reason: row.reason,
    status: 'pending',
    requestedAt: row.requested_at,
    created: inserted.changes === 1,
  };
}

interface HeaderRow {
  user_id: string;
  first_name: string;
  last_name: string;
  profile_picture_url: string | null;
  working_status: WorkingStatus | null;
  profile_video_url: string | null;
  cv_url: string | null;
}

/** The profile header of `userId` as `viewerId` (null: a visitor) sees it; undefined for an unknown user. */
export function readProfileHeader(db: Db, userId: string, viewerId: string | null): ProfileHeader | undefined {
  const row = db
    .prepare(
      `SELECT u.user_id, u.first_name, u.last_name, u.profile_picture_url, d.working_status, d.profile_video_url, d.cv_url
       FROM users u LEFT JOIN profile_details d ON d.user_id = u.user_id WHERE u.user_id = ?`,
    )
    .get(userId) as HeaderRow | undefined;
  if (!row) return undefined;
  return {
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    profilePictureUrl: row.profile_picture_url,
    profileVideoUrl: row.profile_video_url,
    cvUrl: viewerId ? row.cv_url : null,
    workingStatus: row.working_status,
    isOwner: viewerId === userId,
    strengthPercent: readProfileStrength(db, userId).progressSection.currentPercent,
  };
}

/** Whether `fileKey` is a file of `userId`'s upload whose type starts with `mimePrefix` (the uploads module's table). */
export function isOwnUpload(db: Db, fileKey: string, userId: string, mimePrefix: string): boolean {
  const row = db.prepare('SELECT mime_type FROM uploads WHERE file_key = ? AND uploader_user_id = ?').get(fileKey, userId) as
    { mime_type: string } | undefined;
  return Boolean(row?.mime_type.startsWith(mimePrefix));
}

export const isOwnImageUpload = (db: Db, fileKey: string, userId: string) => isOwnUpload(db, fileKey, userId, 'image/');

/** Sets the profile video; it completes the video-profile section. */
export function saveProfileVideo(db: Db, userId: string, fileUrl: string, now: Date): void {
  db.transaction(() => {
    db.prepare(
      `INSERT INTO profile_details (user_id, profile_video_url, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET profile_video_url = excluded.profile_video_url, updated_at = excluded.updated_at`,
    ).run(userId, fileUrl, now.toISOString());
    db.prepare(
      `INSERT INTO profile_section_progress (user_id, section_key, completed_at)
       SELECT ?, section_key, ? FROM profile_section_catalog WHERE section_key = 'video-profile'
       ON CONFLICT DO NOTHING`,
    ).run(userId, now.toISOString());
  })();
}

/** Sets the photo; a profile with a photo has its profile-picture section complete. */
export function saveProfilePhoto(db: Db, userId: string, fileUrl: string, now: Date): void {
  db.transaction(() => {
    db.prepare('UPDATE users SET profile_picture_url = ? WHERE user_id = ?').run(fileUrl, userId);
    db.prepare(
      `INSERT INTO profile_section_progress (user_id, section_key, completed_at)
       SELECT ?, section_key, ? FROM profile_section_catalog WHERE section_key = ?
       ON CONFLICT DO NOTHING`,
    ).run(userId, now.toISOString(), PROFILE_PICTURE_SECTION);
  })();
}

/** The profile strength section a saved photo completes. */
export const PROFILE_PICTURE_SECTION = 'profile-picture';

export function saveWorkingStatus(db: Db, userId: string, workingStatus: WorkingStatus, now: Date): void {
  db.prepare(
    `INSERT INTO profile_details (user_id, working_status, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET working_status = excluded.working_status, updated_at = excluded.updated_at`,
  ).run(userId, workingStatus, now.toISOString());
}
