import { BACK_TO_TOP_SCROLL_PX, BREAKPOINTS, HEADER_SHADOW_SCROLL_PX, MOBILE_MAX_WIDTH_PX, PROFILE_RING, isMobileWidth } from './layout';
import {
  CHAT_PANEL_SIZES,
  CHAT_STATUS,
  COMMUNITY_INVITATION_LIST_NUMBER,
  MESSAGE_BOX,
  MESSAGE_BOX_MAX_HEIGHT_PX,
  SCHEDULE_TIME_SUFFIX,
  SOCKET_RECONNECT_TIMEOUT_MS,
  VACANCY_CARD_TEXT_DELAY_MS,
  chatRoomId,
  isSameCorporateId,
  parseChatRoomId,
} from './chat';
import { TOAST_DURATION_MS, TOAST_DURATION_RANGE_MS, defaultToastDurationMs } from './toast';
import type { ToastKind } from '../types/toast';

describe('layout constants', () => {
  test('S1-9-21 S3-9-12 the mobile breakpoint is 768 px or less', () => {
    expect(MOBILE_MAX_WIDTH_PX).toBe(768);
    expect(isMobileWidth(768)).toBe(true);
    expect(isMobileWidth(769)).toBe(false);
  });

  test('S1-9-22 the layout breakpoints are 480, 768, 1024, 1366, 1440 and 1920 px', () => {
    expect(Object.values(BREAKPOINTS)).toEqual([480, 768, 1024, 1366, 1440, 1920]);
  });

  test('S1-9-15 back-to-top appears after 400 px', () => {
    expect(BACK_TO_TOP_SCROLL_PX).toBe(400);
  });

  test('S2-9-04 the header shadow starts at 110 px scroll', () => {
    expect(HEADER_SHADOW_SCROLL_PX).toBe(110);
  });

  test('S2-9-05 S3-9-10 the profile ring has size 52 and thickness 6', () => {
    expect(PROFILE_RING).toEqual({ sizePx: 52, thicknessPx: 6 });
  });
});

describe('chat constants', () => {
  test('S2-9-01 S2-9-02 the message box is 24 px per row, at most 10 rows', () => {
    expect(MESSAGE_BOX).toEqual({ rowHeightPx: 24, maxRows: 10 });
    expect(MESSAGE_BOX_MAX_HEIGHT_PX).toBe(240);
  });

  test('S2-9-03 the text follows the vacancy card after 500 ms', () => {
    expect(VACANCY_CARD_TEXT_DELAY_MS).toBe(500);
  });

  test('S2-9-06 the socket reconnect timeout is 5000 ms', () => {
    expect(SOCKET_RECONNECT_TIMEOUT_MS).toBe(5000);
  });

  test('S2-9-07 the room key is corporateId|userId', () => {
    expect(chatRoomId('CORP-NUSANTARA', 'USR-KLOBBER-0001')).toBe('CORP-NUSANTARA|USR-KLOBBER-0001');
    expect(parseChatRoomId('CORP-NUSANTARA|USR-KLOBBER-0001')).toEqual({ corporateId: 'CORP-NUSANTARA', userId: 'USR-KLOBBER-0001' });
    expect(parseChatRoomId('no-separator')).toBeNull();
    expect(parseChatRoomId('|user')).toBeNull();
  });

  test('S2-9-08 the corporate id of the room key is compared in upper case', () => {
    expect(chatRoomId('corp-nusantara', 'usr-1')).toBe('CORP-NUSANTARA|usr-1');
    expect(chatRoomId('Corp-Nusantara', 'u')).toBe(chatRoomId('CORP-NUSANTARA', 'u'));
    expect(parseChatRoomId('corp-a|u1')?.corporateId).toBe('CORP-A');
    expect(isSameCorporateId('corp-a', 'CORP-A')).toBe(true);
    expect(isSameCorporateId('corp-a', 'CORP-B')).toBe(false);
  });

  test('S2-9-09 community invitations come from list number 2', () => {
    expect(COMMUNITY_INVITATION_LIST_NUMBER).toBe(2);
  });

  test('S2-9-10 schedule times carry the WIB suffix', () => {
    expect(SCHEDULE_TIME_SUFFIX).toBe('WIB');
  });

  test('S2-9-12 the chat panel sizes are normal and expanded', () => {
    expect(CHAT_PANEL_SIZES).toEqual(['normal', 'expanded']);
  });

  test('S2-4-04 S2-4-06 S2-4-13 the chat status values', () => {
    expect(CHAT_STATUS).toEqual({ online: 'CHAT_SCHEDULE_ONLINE', offline: 'CHAT_SCHEDULE_OFFLINE', noFeature: 'NO_CHAT_FEATURE' });
  });
});

describe('toast durations', () => {
  test('S1-9-06 a toast shows for 3 s by default', () => {
    expect(TOAST_DURATION_MS.default).toBe(3000);
    expect(defaultToastDurationMs('success')).toBe(3000);
    expect(defaultToastDurationMs('info')).toBe(3000);
  });

  test('S3-9-06 toasts show for 2 to 5 s: success before a form reset 2 s, warnings and errors 5 s (DECISIONS #5)', () => {
    expect(TOAST_DURATION_MS.successBeforeFormReset).toBe(2000);
    expect(defaultToastDurationMs('warning')).toBe(5000);
    expect(defaultToastDurationMs('danger')).toBe(5000);
    const kinds: ToastKind[] = ['success', 'info', 'warning', 'danger'];
    for (const duration of [...Object.values(TOAST_DURATION_MS), ...kinds.map(defaultToastDurationMs)]) {
      expect(duration).toBeGreaterThanOrEqual(TOAST_DURATION_RANGE_MS.min);
      expect(duration).toBeLessThanOrEqual(TOAST_DURATION_RANGE_MS.max);
    }
    expect(TOAST_DURATION_RANGE_MS).toEqual({ min: 2000, max: 5000 });
  });
});
