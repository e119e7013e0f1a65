import type { HttpClient } from '@klob/shared';
import {
  PROFILE_PATHS,
  type ChangePasswordRequest,
  type ChangePasswordResult,
  type ProfileHeader,
  type UnregisterRequest,
  type UnregisterUserBody,
  type WorkingStatus,
} from '@klob/shared/api-contract/content';
import { getResult, resultOf, type CallOptions, type Envelope } from '@klob/shared/api-contract/envelope';

/** The profile's calls (spec 3 §3, issue 14): the header and the owner's changes to it, the account setting (its strength is a shared read). */
export const profileApi = {
  header: (client: HttpClient, userId: string, options?: CallOptions) =>
    getResult<ProfileHeader>(client, PROFILE_PATHS.header(userId), undefined, options),
  savePhoto: async (client: HttpClient, fileUrl: string, signal?: AbortSignal) =>
    resultOf(await client.post<Envelope<ProfileHeader>>(PROFILE_PATHS.photo, { fileUrl }, { signal })),
  saveVideo: async (client: HttpClient, fileUrl: string, signal?: AbortSignal) =>
    resultOf(await client.post<Envelope<ProfileHeader>>(PROFILE_PATHS.video, { fileUrl }, { signal })),
  saveWorkingStatus: async (client: HttpClient, workingStatus: WorkingStatus, signal?: AbortSignal) =>
    resultOf(await client.post<Envelope<ProfileHeader>>(PROFILE_PATHS.workingStatus, { workingStatus }, { signal })),
  changePassword: async (client: HttpClient, body: ChangePasswordRequest, signal?: AbortSignal) =>
    resultOf(await client.post<Envelope<ChangePasswordResult>>(PROFILE_PATHS.changePassword, body, { signal })),
  unregister: async (client: HttpClient, body: UnregisterUserBody, signal?: AbortSignal) =>
    resultOf(await client.post<Envelope<UnregisterRequest>>(PROFILE_PATHS.unregister, body, { signal })),
};
