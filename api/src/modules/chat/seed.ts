import type { ApiContext } from '../module.js';
import type { Clock } from './clock.js';
import { safeChatMarkup } from './chat-content.js';
import { accessGenerationFor } from './access-generation.js';
import { createChatStore, speakerName } from './chat-store.js';
import {
  DEMO_BREAK_LENGTH_DAYS,
  DEMO_BREAK_STARTED_DAYS_AGO,
  DEMO_CHAT_COMPANY_ID,
  DEMO_OFFLINE_CHAT_COMPANY_ID,
  DEMO_OFFLINE_DAYS_AHEAD,
  DEMO_OFFLINE_LENGTH_DAYS,
  demoChatSchedule,
  demoConversation,
} from './demo-data.js';
import { wibStartOfDay } from './schedule.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** Seeds the demo schedule, offline range and conversation relative to the module's clock. */
export async function seedChat(ctx: ApiContext, clock: Clock): Promise<void> {
  const store = createChatStore(ctx.sql, accessGenerationFor(ctx));
  const now = clock.now();
  const company = await store.findCompany(DEMO_CHAT_COMPANY_ID);
  if (!company) throw new Error(`Chat seed needs the core company ${DEMO_CHAT_COMPANY_ID}`);

  for (const entry of demoChatSchedule) await store.addScheduleDay(company.corporateId, entry);
  const offlineStart = wibStartOfDay(new Date(now.getTime() + DEMO_OFFLINE_DAYS_AHEAD * DAY_MS));
  await store.addOfflineRange(company.corporateId, {
    startDate: offlineStart.toISOString(),
    endDate: new Date(offlineStart.getTime() + DEMO_OFFLINE_LENGTH_DAYS * DAY_MS).toISOString(),
  });

  const onBreak = await store.findCompany(DEMO_OFFLINE_CHAT_COMPANY_ID);
  if (!onBreak) throw new Error(`Chat seed needs the core company ${DEMO_OFFLINE_CHAT_COMPANY_ID}`);
  for (const entry of demoChatSchedule) await store.addScheduleDay(onBreak.corporateId, entry);
  const breakStart = wibStartOfDay(new Date(now.getTime() - DEMO_BREAK_STARTED_DAYS_AGO * DAY_MS));
  await store.addOfflineRange(onBreak.corporateId, {
    startDate: breakStart.toISOString(),
    endDate: new Date(breakStart.getTime() + DEMO_BREAK_LENGTH_DAYS * DAY_MS).toISOString(),
  });

  const [first] = demoConversation;
  if (!first) return;
  const klobber = await store.findUser(first.senderUserId);
  if (!klobber) throw new Error(`Chat seed needs the core user ${first.senderUserId}`);
  const room = await store.ensureRoom(company, klobber, new Date(now.getTime() - first.minutesAgo * MINUTE_MS));
  for (const message of demoConversation) {
    const side = message.fromCompany ? 'company' : 'user';
    // Whoever replies has read what came before.
    await store.clearUnread(room.roomId, side);
    await store.appendMessage({
      roomId: room.roomId,
      senderUserId: message.senderUserId,
      side,
      content: safeChatMarkup(message.content),
      name: speakerName(message.fromCompany, company.corporateName, klobber),
      event: message.event,
      createdAt: new Date(now.getTime() - message.minutesAgo * MINUTE_MS).toISOString(),
    });
  }
}
