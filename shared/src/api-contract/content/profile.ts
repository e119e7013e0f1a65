/** Profile: header, photo, working status, password, strength, referrals, unregistering. */

import { routePath } from '../route-path';
import type { LocalizedText } from './common';

/** Paths of the profile calls (spec 2 §7, spec 3 §7). */
export const PROFILE_PATHS = {
  strength: '/rest/open/profile/strength/data',
  referralSave: '/rest/page/profile/refuser/save',
  unregister: '/rest/page/profile/form/account/unregister-user',
  /** POST {@link ChangePasswordRequest}: ends every session of the account (issue 14). */
  changePassword: '/rest/page/profile/form/account/change-password',
  /** GET: the profile header (spec 3 §3); visitors get no CV. */
  header: routePath('/rest/open/profile/header/:userId'),
  /** POST {@link ProfilePhotoBody}: the owner's photo, a stored upload of the owner's. */
  photo: '/rest/page/profile/photo',
  /** POST {@link ProfilePhotoBody} with an mp4 the caller uploaded (the upload limits check its size and length). */
  video: '/rest/page/profile/video',
  /** POST {@link WorkingStatusBody}. */
  workingStatus: '/rest/page/profile/working-status',
} as const;

/** The working status a profile shows (spec 3 §3 workingStatus). */
export const WORKING_STATUSES = ['open-to-work', 'employed', 'not-looking'] as const;
export type WorkingStatus = (typeof WORKING_STATUSES)[number];

/** GET /rest/open/profile/header/{userId}: the data of the profile header state holder (spec 3 §3); 404 unknown user. */
export interface ProfileHeader {
  userId: string;
  firstName: string;
  lastName: string;
  profilePictureUrl: string | null;
  profileVideoUrl: string | null;
  /** Null for visitors who are not signed in, and when the user has no CV. */
  cvUrl: string | null;
  workingStatus: WorkingStatus | null;
  /** The caller is the profile's owner. */
  isOwner: boolean;
  /** progressSection.currentPercent of the profile strength. */
  strengthPercent: number;
}

export interface ProfilePhotoBody {
  /** `/files/{fileKey}` of an image the caller uploaded. */
  fileUrl: string;
}

export interface WorkingStatusBody {
  workingStatus: WorkingStatus;
}

/** Body of the account setting's password change; a wrong current password answers 400 InvalidParameterException,
 * a new one that breaks the policy 400 InvalidPasswordException. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

export interface ChangePasswordResult {
  userId: string;
  passwordChanged: true;
}

/** GET /rest/open/profile/strength/data?userId= (spec 2 §7); 404 unknown user. */
export interface ProfileStrengthQuery {
  userId: string;
}

export interface ProfileSectionState {
  sectionKey: string;
  title: LocalizedText;
  weight: number;
  completed: boolean;
}

export interface ProfileStrength {
  userId: string;
  progressSection: {
    /** 0..100, the weighted share of completed sections, rounded down. */
    currentPercent: number;
    completedSections: number;
    totalSections: number;
    sections: ProfileSectionState[];
  };
}

/** POST /rest/page/profile/refuser/save (spec 3 §7); 404 unknown referalUserId. */
export interface ReferralSaveBody {
  referalUserId: string;
  type: string;
  targetModul: string;
}

export interface ReferralRecord {
  referralId: number;
  userId: string;
  referalUserId: string;
  type: string;
  targetModul: string;
  createdAt: string;
  /** False when the same referral had already been saved (the call is idempotent). */
  created: boolean;
}

/** POST /rest/page/profile/form/account/unregister-user: asks to close the signed-in user's account. */
/** Longest free-text reason for closing an account. */
export const UNREGISTER_REASON_MAX_LENGTH = 1000;

export interface UnregisterUserBody {
  reason: string;
}

export interface UnregisterRequest {
  requestId: number;
  userId: string;
  reason: string;
  status: 'pending';
  requestedAt: string;
  /** False when a pending request already existed (the call is idempotent). */
  created: boolean;
}
