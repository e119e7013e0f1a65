import type { HttpClient } from '@klob/shared';
import type { Envelope } from '@klob/shared/api-contract/envelope';
import {
  PROFILE_PATHS,
  type ChangePasswordRequest,
  type ChangePasswordResult,
  type UnregisterRequest,
  type UnregisterUserBody,
} from '@klob/shared/api-contract/content';

function resultOf<T>(body: Envelope<T> | undefined): T {
  if (!body || body.result === undefined) throw new Error('the api answered no result');
  return body.result;
}

/** The account setting's calls (issue 14). */
export const profileApi = {
  changePassword: async (client: HttpClient, body: ChangePasswordRequest) =>
    resultOf(await client.post<Envelope<ChangePasswordResult>>(PROFILE_PATHS.changePassword, body)),
  unregister: async (client: HttpClient, body: UnregisterUserBody) =>
    resultOf(await client.post<Envelope<UnregisterRequest>>(PROFILE_PATHS.unregister, body)),
};
