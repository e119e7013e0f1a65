import type { HttpClient } from '@klob/shared';
import { resultOf, type Envelope } from '@klob/shared/api-contract/envelope';
import {
  PROFILE_PATHS,
  type ChangePasswordRequest,
  type ChangePasswordResult,
  type ProfileHeader,
  type WorkingStatus,
  type UnregisterRequest,
  type UnregisterUserBody,
} from '@klob/shared/api-contract/content';

/** The account setting's calls (issue 14). */
export const profileApi = {
  changePassword: async (client: HttpClient, body: ChangePasswordRequest) =>
    resultOf(await client.post<Envelope<ChangePasswordResult>>(PROFILE_PATHS.changePassword, body)),
  unregister: async (client: HttpClient, body: UnregisterUserBody) =>
    resultOf(await client.post<Envelope<UnregisterRequest>>(PROFILE_PATHS.unregister, body)),
};

type Options = { signal?: AbortSignal };

/** The profile header and the owner's changes to it (spec 3 §3). */
export const profileHeaderApi = {
  header: async (client: HttpClient, userId: string, { signal }: Options = {}) =>
    resultOf(await client.get<Envelope<ProfileHeader>>(`${PROFILE_PATHS.header}/${encodeURIComponent(userId)}`, { signal })),
  savePhoto: async (client: HttpClient, fileUrl: string) =>
    resultOf(await client.post<Envelope<ProfileHeader>>(PROFILE_PATHS.photo, { fileUrl })),
  saveVideo: async (client: HttpClient, fileUrl: string) =>
    resultOf(await client.post<Envelope<ProfileHeader>>(PROFILE_PATHS.video, { fileUrl })),
  saveWorkingStatus: async (client: HttpClient, workingStatus: WorkingStatus) =>
    resultOf(await client.post<Envelope<ProfileHeader>>(PROFILE_PATHS.workingStatus, { workingStatus })),
};
