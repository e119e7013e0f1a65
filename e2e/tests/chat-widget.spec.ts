import { expect, test, type Browser, type Page, type WebSocketRoute } from '@playwright/test';
import { translationsFromApi, textAt, type Translations } from '../support/api-data';
import { DEMO_ACCOUNTS, signInThroughLogin } from '../support/auth';
import { communityPopup } from '../support/klob-page';

/** The chat widget (spec 2 "Chat widget", issue 11) against the real api, in two browser contexts. */

const NUSANTARA = 'PT Nusantara Digital';
const NUSANTARA_ID = 'CORP-NUSANTARA';
const KLOBBER_NAME = 'Kirana Lestari';

function chat(page: Page) {
  const panel = page.getByTestId('chat-panel');
  return {
    bubble: page.getByTestId('chat-bubble'),
    badge: page.getByTestId('chat-bubble-badge'),
    panel,
    room: (name: string) => panel.getByRole('button', { name: new RegExp(name) }),
    box: panel.locator('textarea'),
    send: panel.locator('form button[type="submit"]'),
    messages: panel.getByTestId('chat-message'),
    roleSwitch: panel.getByRole('combobox'),
  };
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughLogin(page, email);
  await expect(chat(page).bubble).toBeVisible();
  return page;
}

/** The klobber's conversation with PT Nusantara Digital, open. */
async function openAsKlobber(page: Page) {
  const widget = chat(page);
  await widget.bubble.click();
  await widget.room(NUSANTARA).click();
  await expect(widget.messages.first()).toBeVisible();
}

/** The hr account, chatting as PT Nusantara Digital, in the klobber's room. */
async function openAsHr(page: Page) {
  const widget = chat(page);
  await widget.bubble.click();
  await widget.roleSwitch.selectOption(NUSANTARA_ID);
  await widget.room(KLOBBER_NAME).click();
  await expect(widget.messages.first()).toBeVisible();
}

async function sendText(page: Page, text: string) {
  const widget = chat(page);
  await widget.box.fill(text);
  await widget.send.click();
}

const contentsOf = (page: Page) => chat(page).messages.getByTestId('message-content').allTextContents();

let texts: Translations;
test.beforeAll(async ({ request }) => {
  texts = await translationsFromApi(request, 'id', 'chat');
});

test("S2-1-01 S2-1-02 S2-2-01 S2-4-21 S2-4-23 S2-7-21 a klobber writes to PT Nusantara Digital, the hr account sees it live and answers; the other side's badge rises", async ({
  browser,
}) => {
  const klobber = await signedInPage(browser, DEMO_ACCOUNTS.klobber);
  const hr = await signedInPage(browser, DEMO_ACCOUNTS.hr);
  await openAsKlobber(klobber);

  // The hr's panel is closed: the klobber's message raises the hr's badge at once.
  const question = `Apakah lowongan masih dibuka? ${Date.now()}`;
  const badgeBefore = (await chat(hr).badge.isVisible()) ? Number(await chat(hr).badge.textContent()) : 0;
  await sendText(klobber, question);
  await expect(chat(klobber).messages.last()).toHaveAttribute('data-delivery', 'sent');
  await expect(chat(hr).badge).toHaveText(String(badgeBefore + 1));

  await openAsHr(hr);
  await expect(chat(hr).messages.last().getByTestId('message-content')).toHaveText(question);

  const answer = `Masih, silakan melamar. ${Date.now()}`;
  await sendText(hr, answer);
  await expect(chat(klobber).messages.last().getByTestId('message-content')).toHaveText(answer);
  expect(await contentsOf(klobber)).toEqual(await contentsOf(hr));
  await klobber.context().close();
  await hr.context().close();
});

test('S2-4-21 S2-7-21 two tabs of the same klobber show the same conversation in the same order', async ({ browser }) => {
  const first = await signedInPage(browser, DEMO_ACCOUNTS.klobber);
  const second = await first.context().newPage();
  await second.goto('/');
  await expect(chat(second).bubble).toBeVisible();
  await openAsKlobber(first);
  await openAsKlobber(second);
  const run = Date.now();
  // Each once stored (its ack seen) before the next, so the order sent is the order stored.
  for (const [page, text] of [
    [first, `tab satu ${run}`],
    [second, `tab dua ${run}`],
    [first, `tab tiga ${run}`],
  ] as const) {
    await sendText(page, text);
    await expect(chat(page).messages.filter({ hasText: text })).toHaveAttribute('data-delivery', 'sent');
  }
  for (const page of [first, second]) await expect(chat(page).messages.last().getByTestId('message-content')).toHaveText(`tab tiga ${run}`);
  const mine = (contents: string[]) => contents.filter((content) => content.endsWith(String(run)));
  expect(mine(await contentsOf(first))).toEqual([`tab satu ${run}`, `tab dua ${run}`, `tab tiga ${run}`]);
  expect(mine(await contentsOf(second))).toEqual(mine(await contentsOf(first)));
  await first.context().close();
});

test('S2-2-11 S2-4-06 S2-4-07 S2-4-08 S2-4-09 S2-4-10 S2-4-11 a company outside its hours shows its schedule in WIB, its offline dates, and continue sending opens the room', async ({
  browser,
}) => {
  const klobber = await signedInPage(browser, DEMO_ACCOUNTS.klobber);
  // CORP-TOBA's demo chat is on a break that covers any hour the suite runs.
  await klobber.goto('/company/pt-toba-agro-lestari/CORP-TOBA?chat=on');
  const schedule = klobber.getByTestId('chat-schedule-offline');
  await expect(schedule).toBeVisible();
  await expect(
    schedule.getByRole('row', { name: new RegExp(`${textAt(texts, 'schedule.weekdays.monday')} 08:00 - 17:00 WIB`) }),
  ).toBeVisible();
  await expect(
    schedule.getByRole('row', { name: new RegExp(`${textAt(texts, 'schedule.weekdays.sunday')} ${textAt(texts, 'schedule.closed')}`) }),
  ).toBeVisible();
  await expect(schedule.getByTestId('chat-offline-ranges')).toContainText(/\d{1,2} \w{3} \d{4} 00:00 WIB - \d{1,2} \w{3} \d{4} 00:00 WIB/);
  await expect(schedule.getByTestId('chat-next-offline')).toBeVisible();
  await schedule.getByRole('button', { name: textAt(texts, 'schedule.continueSending') }).click();
  await expect(schedule).toBeHidden();
  await expect(chat(klobber).box).toBeVisible();
  await klobber.context().close();
});

test('issue 21: the demo conversation runs in order over the last days, with a separator per day (a date, then Kemarin or a date, then Hari ini)', async ({
  browser,
}) => {
  const klobber = await signedInPage(browser, DEMO_ACCOUNTS.klobber);
  await openAsKlobber(klobber);
  await sendText(klobber, `Terima kasih, sampai jumpa hari Senin ${Date.now()}`);
  await expect(chat(klobber).messages.last()).toHaveAttribute('data-delivery', 'sent');

  // Read in the page, so that "today" is the browser's day, as the widget's.
  const { rows, today, yesterday } = await klobber
    .getByTestId('chat-messages')
    .locator(':scope > li')
    .evaluateAll((items) => {
      const dayOf = (date: Date) => `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
      const now = new Date();
      return {
        today: dayOf(now),
        yesterday: dayOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1)),
        rows: items.map((item) => {
          if (item.getAttribute('data-testid') === 'chat-day') return { label: item.textContent ?? '' };
          const sentAt = item.querySelector('time')?.getAttribute('datetime') ?? '';
          return { sentAt, day: dayOf(new Date(sentAt)) };
        }),
      };
    });

  const separators = rows.filter((row) => 'label' in row);
  const messages = rows.filter((row) => 'sentAt' in row);
  expect(rows[0]).toHaveProperty('label');
  // In order: every message sent no earlier than the one before it.
  const sentTimes = messages.map((row) => Date.parse(row.sentAt!));
  expect(sentTimes).toEqual([...sentTimes].sort((a, b) => a - b));
  // Seeded three days ago, a day ago and today, and the message just sent: at least three days.
  expect(separators.length).toBeGreaterThanOrEqual(3);
  expect(separators[0]!.label).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  expect(separators.at(-1)!.label).toBe(textAt(texts, 'conversation.today'));
  // Each separator names the day of the messages under it, and a day is never announced twice.
  let currentDay = '';
  const announced = new Set<string>();
  for (const [index, row] of rows.entries()) {
    if ('label' in row) {
      const firstUnder = rows[index + 1]!;
      currentDay = firstUnder.day!;
      expect(announced.has(currentDay)).toBe(false);
      announced.add(currentDay);
      const expected =
        currentDay === today
          ? textAt(texts, 'conversation.today')
          : currentDay === yesterday
            ? textAt(texts, 'conversation.yesterday')
            : expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
      expect(row.label).toEqual(expected);
    } else {
      expect(row.day).toBe(currentDay);
    }
  }
});

test('S2-4-13 S2-6-04 a company without the chat feature shows the no-feature panel', async ({ browser }) => {
  const klobber = await signedInPage(browser, DEMO_ACCOUNTS.klobber);
  await klobber.goto('/company/pt-samudra-logistik/CORP-SAMUDRA?chat=on');
  const panel = klobber.getByTestId('chat-no-feature');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(textAt(texts, 'noFeature.title'));
  await klobber.context().close();
});

test('S2-2-10 S2-2-14 the panel closes when the path changes; a guest gets no chat at all', async ({ browser, page }) => {
  const klobber = await signedInPage(browser, DEMO_ACCOUNTS.klobber);
  await chat(klobber).bubble.click();
  await expect(chat(klobber).panel).toBeVisible();
  // An in-app navigation, as a link or the back button does it.
  await klobber.evaluate(() => {
    window.history.pushState({}, '', '/faq');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(klobber).toHaveURL(/\/faq$/);
  await expect(chat(klobber).panel).toBeHidden();
  await expect(chat(klobber).bubble).toBeVisible();
  await klobber.context().close();

  await page.goto('/');
  await expect(communityPopup(page).closedToggle).toBeVisible();
  await expect(page.getByTestId('chat-bubble')).toHaveCount(0);
});

test('S2-4-31 S2-8-06 S2-8-07 the browser going offline while the chat is open shows the overlay with its advice; back online it goes', async ({
  browser,
}) => {
  const klobber = await signedInPage(browser, DEMO_ACCOUNTS.klobber);
  await openAsKlobber(klobber);
  await klobber.context().setOffline(true);
  const overlay = klobber.getByTestId('chat-offline-overlay');
  await expect(overlay).toContainText(textAt(texts, 'connection.offlineTitle'));
  await expect(overlay).toContainText(textAt(texts, 'connection.offlineAdvice'));
  await klobber.context().setOffline(false);
  await expect(overlay).toBeHidden();
  await klobber.context().close();
});

test('S2-2-08 S2-2-09 on a 375 px screen the panel is full width and the room list and the conversation swap', async ({ browser }) => {
  const klobber = await signedInPage(browser, DEMO_ACCOUNTS.klobber);
  await klobber.setViewportSize({ width: 375, height: 740 });
  const widget = chat(klobber);
  await widget.bubble.click();
  const box = await widget.panel.boundingBox();
  expect(box?.width).toBe(375);
  expect(box?.x).toBe(0);
  await expect(widget.room(NUSANTARA)).toBeVisible();
  await widget.room(NUSANTARA).click();
  await expect(widget.box).toBeVisible();
  await expect(widget.room(NUSANTARA)).toBeHidden();
  await widget.panel.getByRole('button', { name: textAt(texts, 'rooms.back') }).click();
  await expect(widget.room(NUSANTARA)).toBeVisible();
  await expect(widget.box).toBeHidden();
  await klobber.context().close();
});

test('S2-4-34 S2-5-01 an empty message is not sent', async ({ browser }) => {
  const klobber = await signedInPage(browser, DEMO_ACCOUNTS.klobber);
  await openAsKlobber(klobber);
  const before = await chat(klobber).messages.count();
  await chat(klobber).box.fill('   ');
  await chat(klobber).send.click();
  await chat(klobber).box.fill('');
  await expect(chat(klobber).messages).toHaveCount(before);
  await klobber.context().close();
});

/**
 * Every chat socket of the page goes through Playwright, which can cut it: a drop right after a
 * sendMessage left the page (stored, but its acknowledgement lost) or at any moment.
 */
async function cuttableSockets(page: Page) {
  const live = new Set<WebSocketRoute>();
  let cutAfterSend = false;
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    live.add(ws);
    ws.onMessage((message) => {
      server.send(message);
      if (cutAfterSend && String(message).includes('"sendMessage"')) {
        cutAfterSend = false;
        live.delete(ws);
        void ws.close();
      }
    });
    server.onMessage((message) => ws.send(message));
    ws.onClose(() => live.delete(ws));
    server.onClose(() => live.delete(ws));
  });
  return {
    cutAfterNextSend() {
      cutAfterSend = true;
    },
    async cutAll() {
      for (const ws of [...live]) {
        live.delete(ws);
        await ws.close();
      }
    },
  };
}

test('S2-4-29 S2-4-30 S2-7-21 S2-7-23 issue 11: 20 forced drops during a conversation lose and duplicate nothing, on both sides, in the same order', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const klobber = await signedInPage(browser, DEMO_ACCOUNTS.klobber);
  const hr = await signedInPage(browser, DEMO_ACCOUNTS.hr);
  const klobberSockets = await cuttableSockets(klobber);
  const hrSockets = await cuttableSockets(hr);
  await klobber.reload();
  await hr.reload();
  await openAsKlobber(klobber);
  await openAsHr(hr);

  const run = Date.now();
  const sent: string[] = [];
  const DROPS = 20;
  for (let drop = 1; drop <= DROPS; drop++) {
    const fromKlobber = `k${drop}-${run}`;
    const fromHr = `h${drop}-${run}`;
    // Odd drops: the klobber's socket goes right after its message left (its ack is lost); even drops: both sockets at once.
    if (drop % 2 === 1) klobberSockets.cutAfterNextSend();
    await sendText(klobber, fromKlobber);
    await sendText(hr, fromHr);
    sent.push(fromKlobber, fromHr);
    if (drop % 2 === 0) {
      await klobberSockets.cutAll();
      await hrSockets.cutAll();
    }
    // The drop is seen, and the socket is back (every 5000 ms) before the next one.
    await expect(klobber.getByTestId('chat-connection-lost')).toBeVisible();
    await expect(klobber.getByTestId('chat-connection-lost')).toBeHidden({ timeout: 20_000 });
    await expect(hr.getByTestId('chat-connection-lost')).toBeHidden({ timeout: 20_000 });
  }

  const mine = (contents: string[]) => contents.filter((content) => content.endsWith(`-${run}`));
  for (const page of [klobber, hr]) {
    await expect(async () => {
      const contents = mine(await contentsOf(page));
      expect(contents.length).toBe(sent.length);
    }).toPass({ timeout: 60_000 });
    await expect(chat(page).panel.locator('[data-delivery="sending"], [data-delivery="failed"]')).toHaveCount(0);
  }
  const atKlobber = mine(await contentsOf(klobber));
  const atHr = mine(await contentsOf(hr));
  expect(new Set(atKlobber).size).toBe(sent.length);
  expect([...atKlobber].sort()).toEqual([...sent].sort());
  expect(atHr).toEqual(atKlobber);

  // What the server stored: each once, the same order after a fresh load.
  await klobber.reload();
  await openAsKlobber(klobber);
  await expect(async () => expect(mine(await contentsOf(klobber))).toEqual(atKlobber)).toPass({ timeout: 30_000 });
  await klobber.context().close();
  await hr.context().close();
});

test('S2-4-35 S2-4-36 a job page’s chat button opens the chat on its company with the vacancy card; the card is sent first, the typed text after it', async ({
  browser,
}) => {
  const page = await signedInPage(browser, DEMO_ACCOUNTS.klobber);
  const widget = chat(page);
  await page.goto('/home/klob-and-co/job?id=KLV-0001&corporateId=CORP-NUSANTARA');
  await page.getByTestId('job-chat-button').click();
  // Outside the company's hours the schedule comes first (S2-4-19): send anyway.
  const sendAnyway = widget.panel.getByRole('button', { name: textAt(texts, 'schedule.continueSending') });
  await expect(widget.panel.getByTestId('vacancy-preview').or(sendAnyway)).toBeVisible();
  if (await sendAnyway.isVisible()) await sendAnyway.click();
  await expect(widget.panel.getByTestId('vacancy-preview')).toBeVisible();
  const text = `Tentang lowongan ini ${Date.now()}`;
  await sendText(page, text);
  const vacancyMessages = widget.messages.and(page.locator('[data-event="vacancy"]'));
  const mine = widget.messages.filter({ hasText: text });
  await expect(mine).toHaveAttribute('data-delivery', 'sent');
  // The card went first: the last vacancy message stands right before the text.
  await expect(widget.messages.last()).toContainText(text);
  await expect(widget.messages.nth(-2)).toHaveAttribute('data-event', 'vacancy');
  await expect(vacancyMessages.last()).toBeVisible();
  await page.context().close();
});
