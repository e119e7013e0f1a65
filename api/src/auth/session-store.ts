import crypto from 'node:crypto';
import { allValues, type Sql } from '../db/sql.js';
import type { SharedState } from '../shared-state/shared-state.js';

/** Why a session ended; kept in the table for whoever investigates. */
export type SessionEndReason = 'sign-out' | 'sign-out-everywhere' | 'password-reset' | 'refresh-token-reuse';

export interface EndedSessions {
  sessionIds: readonly string[];
  reason: SessionEndReason;
}

/** Where instances tell each other which sessions ended (issue 27). */
const SESSIONS_ENDED_CHANNEL = 'sessions-ended';

interface EndedElsewhere extends EndedSessions {
  /** The instance that ended them (its own listeners heard it already). */
  from: string;
}

/**
 * The sign-in sessions. A session starts at sign-in and ends at sign-out, at a
 * password reset (all of the user's) or when a spent refresh token comes back;
 * listeners (the chat socket) hear of every end so they can drop its connections,
 * on every instance that shares `state` once `followOtherInstances` ran. Whether a
 * session is active is read from the database on every check, never cached.
 */
export function createSessionStore(sql: Sql, state: SharedState, reportError: (error: unknown) => void = () => {}) {
  const instanceId = crypto.randomUUID();
  const endOne = (db: Sql, sessionId: string, reason: SessionEndReason, now: number) =>
    db.run('UPDATE auth_sessions SET ended_at = ?, end_reason = ? WHERE session_id = ? AND ended_at IS NULL', [now, reason, sessionId]);
  const listeners = new Set<(ended: EndedSessions) => void>();

  const tellListeners = (ended: EndedSessions) => {
    for (const listener of listeners) listener(ended);
  };
  function announce(ended: EndedSessions): void {
    if (ended.sessionIds.length === 0) return;
    tellListeners(ended);
    const news: EndedElsewhere = { ...ended, from: instanceId };
    // Lost news only delays the end on other instances to their sockets' next action (which reads the database).
    state.publish(SESSIONS_ENDED_CHANNEL, JSON.stringify(news)).catch(reportError);
  }

  return {
    /** Opens a session for the user and answers its id. */
    async start(userId: string, now = Date.now()): Promise<string> {
      const sessionId = crypto.randomUUID();
      await sql.run('INSERT INTO auth_sessions (session_id, user_id, created_at) VALUES (?, ?, ?)', [sessionId, userId, now]);
      return sessionId;
    },
    /** The session exists, has not ended and belongs to `userId`. */
    async isActive(sessionId: string, userId: string): Promise<boolean> {
      const row = await sql.get<{ user_id: string }>('SELECT user_id FROM auth_sessions WHERE session_id = ? AND ended_at IS NULL', [
        sessionId,
      ]);
      return row?.user_id === userId;
    },
    async end(sessionId: string, reason: SessionEndReason, now = Date.now()): Promise<void> {
      if ((await endOne(sql, sessionId, reason, now)).changes > 0) announce({ sessionIds: [sessionId], reason });
    },
    async endAllOf(userId: string, reason: SessionEndReason, now = Date.now()): Promise<void> {
      const sessionIds = await sql.transaction(async (tx) => {
        const ids = await allValues<string>(tx, 'SELECT session_id FROM auth_sessions WHERE user_id = ? AND ended_at IS NULL', [userId]);
        for (const id of ids) await endOne(tx, id, reason, now);
        return ids;
      });
      announce({ sessionIds, reason });
    },
    /** From now on the listeners also hear of sessions ended by the other instances; answers the function that stops it. */
    followOtherInstances(): Promise<() => Promise<void>> {
      return state.subscribe(SESSIONS_ENDED_CHANNEL, (message) => {
        try {
          const { from, sessionIds, reason } = JSON.parse(message) as EndedElsewhere;
          if (from !== instanceId) tellListeners({ sessionIds, reason });
        } catch (error) {
          reportError(error);
        }
      });
    },
    /** Calls `listener` after sessions end; answers the function that stops listening. */
    onEnded(listener: (ended: EndedSessions) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
