import { PRELOGIN_URL_LIMIT, type PreLoginActivityLog, type PreLoginUrl } from '@klob/shared/api-contract/platform';
import type { Sql } from '../../db/sql.js';

export interface ActivityAction {
  userId: string;
  entity: string;
  entityId: string;
  referer?: string;
  user?: string;
  extra: Record<string, string>;
}

/** The last PRELOGIN_URL_LIMIT URLs by sequence (spec 1 §9), in sequence order. */
export const lastPreLoginUrls = (urls: PreLoginUrl[]): PreLoginUrl[] =>
  [...urls].sort((a, b) => a.sequence - b.sequence).slice(-PRELOGIN_URL_LIMIT);

const INSERT_ACTION = `INSERT INTO activity_actions (user_id, entity, entity_id, referer, user_param, extra_params, created_at)
  VALUES (@userId, @entity, @entityId, @referer, @user, @extra, @createdAt) RETURNING activity_id AS id`;

/** Writes of click tracking and the pre-login activity log. */
export function createActivityStore(sql: Sql) {
  const insertAction = async (action: Record<string, unknown>): Promise<number> =>
    (await sql.get<{ id: number }>(INSERT_ACTION, action))!.id;

  return {
    recordAction(action: ActivityAction, now: Date): Promise<number> {
      return insertAction({
        userId: action.userId,
        entity: action.entity,
        entityId: action.entityId,
        referer: action.referer ?? null,
        user: action.user ?? null,
        extra: JSON.stringify(action.extra),
        createdAt: now.toISOString(),
      });
    },
    /** A page view (spec 1 §2.9): kept with the activities as entity 'page-view', for visitors (no user) too. */
    recordPageView(view: { userId: string | null; path: string; referrer?: string; language: string }, now: Date): Promise<number> {
      return insertAction({
        userId: view.userId,
        entity: 'page-view',
        entityId: view.path,
        referer: view.referrer ?? null,
        user: null,
        extra: JSON.stringify({ language: view.language }),
        createdAt: now.toISOString(),
      });
    },
    savePreLoginLog: (log: PreLoginActivityLog, userId: string | null, now: Date) =>
      sql.transaction(async (tx) => {
        const { id: logId } = (await tx.get<{ id: number }>(
          `INSERT INTO prelogin_logs (entity, entity_id, user_agent, total_click, pre_login1_url, pre_login2_url, type, email, user_id, created_at)
           VALUES (@entity, @entityId, @userAgent, @totalClick, @preLogin1Url, @preLogin2Url, @type, @email, @userId, @createdAt)
           RETURNING log_id AS id`,
          {
            entity: log.entity,
            entityId: log.entityId,
            userAgent: log.userAgent,
            totalClick: log.totalClick,
            preLogin1Url: log.preLogin1Url ?? null,
            preLogin2Url: log.preLogin2Url ?? null,
            type: log.type,
            email: log.email ?? null,
            userId,
            createdAt: now.toISOString(),
          },
        ))!;
        const kept = lastPreLoginUrls(log.listUrl);
        for (const url of kept) {
          await tx.run('INSERT INTO prelogin_log_urls (log_id, sequence, pre_login_url) VALUES (?, ?, ?)', [
            logId,
            url.sequence,
            url.preLoginUrl,
          ]);
        }
        return { logId, storedUrls: kept.length };
      }),
  };
}
