import type {
  ProfileHeader,
  ProfileStrength,
  ReferralRecord,
  ReferralSaveBody,
  UnregisterRequest,
  WorkingStatus,
} from '@klob/shared/api-contract/content';
import type { Sql } from '../../db/sql.js';

interface SectionRow {
  section_key: string;
  title_id: string;
  title_en: string;
  weight: number;
  completed: number;
}

export const userExists = async (db: Sql, userId: string): Promise<boolean> =>
  (await db.get('SELECT 1 FROM users WHERE user_id = ?', [userId])) !== undefined;

/**
 * Profile strength of a user: the weighted share of completed profile sections
 * (spec 2 §7 answer, progressSection.currentPercent). Used by the interruption list too.
 */
export async function readProfileStrength(db: Sql, userId: string): Promise<ProfileStrength> {
  const rows = await db.all<SectionRow>(
    `SELECT s.section_key, s.title_id, s.title_en, s.weight, (p.user_id IS NOT NULL) AS completed
       FROM profile_section_catalog s
       LEFT JOIN profile_section_progress p ON p.section_key = s.section_key AND p.user_id = ?
       ORDER BY s.sequence`,
    [userId],
  );
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
export async function saveReferral(db: Sql, userId: string, body: ReferralSaveBody, now: Date): Promise<ReferralRecord> {
  const inserted = await db.run(
    `INSERT INTO user_referrals (user_id, referal_user_id, type, target_modul, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id, referal_user_id, type, target_modul) DO NOTHING`,
    [userId, body.referalUserId, body.type, body.targetModul, now.toISOString()],
  );
  const row = (await db.get<ReferralRow>(
    'SELECT * FROM user_referrals WHERE user_id = ? AND referal_user_id = ? AND type = ? AND target_modul = ?',
    [userId, body.referalUserId, body.type, body.targetModul],
  ))!;
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
export async function requestUnregister(db: Sql, userId: string, reason: string, now: Date): Promise<UnregisterRequest> {
  const inserted = await db.run(
    `INSERT INTO account_unregister_requests (user_id, reason, status, requested_at) VALUES (?, ?, 'pending', ?)
       ON CONFLICT (user_id) WHERE status = 'pending' DO NOTHING`,
    [userId, reason, now.toISOString()],
  );
  const row = (await db.get<UnregisterRow>(
    `SELECT request_id, user_id, reason, requested_at FROM account_unregister_requests WHERE user_id = ? AND status = 'pending'`,
    [userId],
  ))!;
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
export async function readProfileHeader(db: Sql, userId: string, viewerId: string | null): Promise<ProfileHeader | undefined> {
  const row = await db.get<HeaderRow>(
    `SELECT u.user_id, u.first_name, u.last_name, u.profile_picture_url, d.working_status, d.profile_video_url, d.cv_url
       FROM users u LEFT JOIN profile_details d ON d.user_id = u.user_id WHERE u.user_id = ?`,
    [userId],
  );
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
    strengthPercent: (await readProfileStrength(db, userId)).progressSection.currentPercent,
  };
}

/** Whether `fileKey` is a file of `userId`'s upload whose type starts with `mimePrefix` (the uploads module's table). */
export async function isOwnUpload(db: Sql, fileKey: string, userId: string, mimePrefix: string): Promise<boolean> {
  const row = await db.get<{ mime_type: string }>('SELECT mime_type FROM uploads WHERE file_key = ? AND uploader_user_id = ?', [
    fileKey,
    userId,
  ]);
  return Boolean(row?.mime_type.startsWith(mimePrefix));
}

export const isOwnImageUpload = (db: Sql, fileKey: string, userId: string) => isOwnUpload(db, fileKey, userId, 'image/');

/** Sets the profile video; it completes the video-profile section. */
export async function saveProfileVideo(db: Sql, userId: string, fileUrl: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.run(
      `INSERT INTO profile_details (user_id, profile_video_url, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET profile_video_url = excluded.profile_video_url, updated_at = excluded.updated_at`,
      [userId, fileUrl, now.toISOString()],
    );
    await tx.run(
      `INSERT INTO profile_section_progress (user_id, section_key, completed_at)
       SELECT ?, section_key, ? FROM profile_section_catalog WHERE section_key = 'video-profile'
       ON CONFLICT DO NOTHING`,
      [userId, now.toISOString()],
    );
  });
}

/** Sets the photo; a profile with a photo has its profile-picture section complete. */
export async function saveProfilePhoto(db: Sql, userId: string, fileUrl: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.run('UPDATE users SET profile_picture_url = ? WHERE user_id = ?', [fileUrl, userId]);
    await tx.run(
      `INSERT INTO profile_section_progress (user_id, section_key, completed_at)
       SELECT ?, section_key, ? FROM profile_section_catalog WHERE section_key = ?
       ON CONFLICT DO NOTHING`,
      [userId, now.toISOString(), PROFILE_PICTURE_SECTION],
    );
  });
}

/** The profile strength section a saved photo completes. */
export const PROFILE_PICTURE_SECTION = 'profile-picture';

export async function saveWorkingStatus(db: Sql, userId: string, workingStatus: WorkingStatus, now: Date): Promise<void> {
  await db.run(
    `INSERT INTO profile_details (user_id, working_status, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET working_status = excluded.working_status, updated_at = excluded.updated_at`,
    [userId, workingStatus, now.toISOString()],
  );
}
