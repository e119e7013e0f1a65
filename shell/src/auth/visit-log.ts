import type { HttpClient, KlobBus } from '@klob/shared';
import { PRELOGIN_URL_LIMIT } from '@klob/shared/constants';
import { ACTIVITY_PATHS, type PreLoginActivityLog } from '@klob/shared/api-contract/platform';
import type { ShellStorage, StoredActivityLog } from './shell-storage';

/** The newest entries of a URL log, at most PRELOGIN_URL_LIMIT (spec 1 §7). */
const lastActivityUrls = <T>(urls: readonly T[]): T[] => urls.slice(-PRELOGIN_URL_LIMIT);

/** spec 1 §7: where the pre-login activity log goes after sign-in. */
export const PRELOGIN_LOG_PATH = ACTIVITY_PATHS.preLogin;
/** spec 1 §2.9: the utm query parameters stored locally, by storage entry. */
const UTM_PARAMS = [
  ['utm_campaign', 'utmCampaign'],
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
] as const;
/** spec 1 §3 does not say what entity, entityId and type hold: the first page of the visit, as a web page view. */
const LOG_ENTITY = 'page';
const LOG_TYPE = 'web';

export interface VisitLog {
  /** Stores utm parameters of the URL; while signed out, appends the URL to the pre-login log (the last 10 are kept). */
  record(url: string): void;
  /** Sends the pre-login log with the new id token; removes it locally once the api took it (spec 1 §7). */
  sendAfterSignIn(idToken: string): Promise<void>;
}

export function createVisitLog({
  shellStorage,
  bus,
  service,
  userAgent = () => navigator.userAgent,
}: {
  shellStorage: ShellStorage;
  bus: KlobBus;
  service: HttpClient;
  userAgent?: () => string;
}): VisitLog {
  function storeUtm(url: string) {
    const query = new URLSearchParams(url.split('?')[1] ?? '');
    for (const [param, entry] of UTM_PARAMS) {
      const value = query.get(param);
      if (value) shellStorage[entry].write(value);
    }
  }

  function appendToLog(url: string) {
    const current = shellStorage.activityLog.read();
    if (current && current.listUrl.at(-1)?.preLoginUrl === url) return;
    const sequence = (current?.listUrl.at(-1)?.sequence ?? 0) + 1;
    const listUrl = lastActivityUrls([...(current?.listUrl ?? []), { preLoginUrl: url, sequence }]);
    const next: StoredActivityLog = {
      entity: LOG_ENTITY,
      entityId: current?.entityId ?? url,
      userAgent: userAgent(),
      totalClick: (current?.totalClick ?? 0) + 1,
      listUrl,
      preLogin1Url: listUrl[0]?.preLoginUrl ?? null,
      preLogin2Url: listUrl[1]?.preLoginUrl ?? null,
      type: LOG_TYPE,
    };
    shellStorage.activityLog.write(next);
  }

  return {
    record(url) {
      storeUtm(url);
      if (!bus.getState('auth').isAuthenticated) appendToLog(url);
    },
    async sendAfterSignIn(idToken) {
      const log = shellStorage.activityLog.read();
      if (!log || log.listUrl.length === 0) return;
      const body: PreLoginActivityLog = { ...log, listUrl: lastActivityUrls(log.listUrl), token: idToken };
      try {
        await service.post(PRELOGIN_LOG_PATH, body);
        shellStorage.activityLog.remove();
      } catch (error) {
        // Kept for the next sign-in; losing analytics must not disturb the user.
        console.warn('The pre-login activity log could not be sent', error);
      }
    },
  };
}
