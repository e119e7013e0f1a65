import type { HttpClient } from '@klob/shared';
import {
  CHAT_PATHS,
  type ChatAuthDetailResult,
  type ChatAuthorizationFlagResult,
  type ChatCorporateStatusResult,
  type ChatHistoryData,
  type ChatServiceBody,
  type CorporateNotificationData,
  type KlobberNotificationData,
} from '@klob/shared/api-contract/chat';
import { getResult } from '@klob/shared/api-contract/envelope';

/** The chat's REST calls (spec 2 §7), through the service client (the user's token and time zone). */
export function createChatApi(client: HttpClient) {
  const result = <T>(path: string, params?: Record<string, string>) => getResult<T>(client, path, params);
  const data = async <T>(path: string, params: Record<string, string>): Promise<T> =>
    (await client.get<ChatServiceBody<T>>(path, { params })).data;
  return {
    /** S2-7-02: the user and the companies they administer (chatCorporateList). */
    authDetail: () => result<ChatAuthDetailResult>(CHAT_PATHS.authDetail),
    /** S2-7-01: whether the company has the chat feature. */
    authorizationFlag: (corporateId: string) => result<ChatAuthorizationFlagResult>(CHAT_PATHS.authorizationFlag, { corporateId }),
    /** S2-7-03: the company's chat status, schedule and offline ranges. */
    corporateStatus: (corporateId: string) => result<ChatCorporateStatusResult>(CHAT_PATHS.corporateStatus, { corporateId }),
    klobberHistory: (userId: string) => data<ChatHistoryData>(CHAT_PATHS.klobberHistory, { userId }),
    corporateHistory: (corporateId: string) => data<ChatHistoryData>(CHAT_PATHS.corporateHistory, { corporateId }),
    klobberNotification: (userId: string) => data<KlobberNotificationData>(CHAT_PATHS.klobberNotification, { userId }),
    corporateNotification: (corporateIds: readonly string[], userId: string) =>
      data<CorporateNotificationData>(CHAT_PATHS.corporateNotification, { corporateId: corporateIds.join(','), userId }),
  };
}

export type ChatApi = ReturnType<typeof createChatApi>;
