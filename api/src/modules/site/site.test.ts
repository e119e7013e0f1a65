import { SITE_PATHS, type NewsletterSubscription, type SalaryStatistics, type SitemapData } from '@klob/shared/api-contract/site';
import { API_START_TIMEOUT_MS, callApi, demoHr, demoKlobber, setUpTestApi, startTestApi } from '../../testing/index.js';

const running = setUpTestApi();

const CONTACT = {
  name: 'Rina Wulandari',
  email: 'rina@example.com',
  topic: 'jobs',
  message: 'Bagaimana cara melamar lowongan magang?',
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: 'november',
};

describe(`POST ${SITE_PATHS.contactMessage}`, () => {
  test('stores the message with its utm values, without sign-in', async () => {
    const answer = await running.call('POST', SITE_PATHS.contactMessage, { body: CONTACT });
    expect(answer.httpStatus).toBe(200);
    const { messageId, receipt } = answer.body.result;
    const readBack = await running.call('GET', `${SITE_PATHS.contactMessageReceipt(messageId)}?receipt=${receipt}`);
    expect(readBack.body.result).toMatchObject({ ...CONTACT, messageId });
  });

  test('a message is read back only with its receipt', async () => {
    const { messageId } = (await running.call('POST', SITE_PATHS.contactMessage, { body: CONTACT })).body.result;
    expect((await running.call('GET', `${SITE_PATHS.contactMessageReceipt(messageId)}?receipt=guessed`)).httpStatus).toBe(404);
    expect((await running.call('GET', SITE_PATHS.contactMessageReceipt(messageId))).httpStatus).toBe(400);
  });

  test('400 with the field that is wrong: a bad email, a too short message, an unknown topic', async () => {
    for (const wrong of [{ email: 'rina' }, { message: 'hai' }, { topic: 'spam' }]) {
      const answer = await running.call('POST', SITE_PATHS.contactMessage, { body: { ...CONTACT, ...wrong } });
      expect(answer.httpStatus).toBe(400);
      expect(answer.body.message).toMatch(new RegExp(Object.keys(wrong)[0]!));
    }
  });
});

describe(`POST ${SITE_PATHS.demoRequest} and ${SITE_PATHS.businessRegistration}`, () => {
  test('a demo request is stored', async () => {
    const body = {
      name: 'Budi',
      workEmail: 'budi@pt-maju.co.id',
      phone: '+62 812 3456 7890',
      companyName: 'PT Maju',
      companySize: '51-200',
    };
    const answer = await running.call('POST', SITE_PATHS.demoRequest, { body });
    expect(answer.httpStatus).toBe(200);
    expect(
      await running.api.ctx.sql.get('SELECT company_name FROM demo_requests WHERE request_id = ?', [answer.body.result.requestId]),
    ).toEqual({
      company_name: 'PT Maju',
    });
    expect((await running.call('POST', SITE_PATHS.demoRequest, { body: { ...body, companySize: '7' } })).httpStatus).toBe(400);
  });

  test('a business registration creates a pending company; a javascript: website is refused', async () => {
    const body = {
      companyName: 'PT Sinar Terang',
      industry: 'Manufaktur',
      companySize: '11-50',
      city: 'Bandung',
      website: 'https://sinarterang.co.id',
      picName: 'Sari',
      picEmail: 'sari@sinarterang.co.id',
      picPhone: '081234567890',
    };
    const answer = await running.call('POST', SITE_PATHS.businessRegistration, { body });
    expect(answer.body.result).toMatchObject({ companyName: 'PT Sinar Terang', status: 'pending' });
    const row = await running.api.ctx.sql.get('SELECT status FROM business_registrations WHERE registration_id = ?', [
      answer.body.result.registrationId,
    ]);
    expect(row).toEqual({ status: 'pending' });
    const unsafe = await running.call('POST', SITE_PATHS.businessRegistration, { body: { ...body, website: 'javascript:alert(1)' } });
    expect(unsafe.httpStatus).toBe(400);
  });
});

describe(`POST ${SITE_PATHS.unsubscribe}`, () => {
  test('the token of a newsletter link unsubscribes its address once; an unknown token answers 404', async () => {
    const subscription = await running.call<NewsletterSubscription>('GET', SITE_PATHS.newsletterSubscription, { as: demoKlobber });
    expect(subscription.body.result).toMatchObject({ maskedEmail: 'k***@klob.id', unsubscribedAt: null });
    const token = subscription.body.result!.unsubscribeToken;
    const first = await running.call('POST', SITE_PATHS.unsubscribe, { body: { token } });
    expect(first.body.result).toMatchObject({ maskedEmail: 'k***@klob.id' });
    const again = await running.call('POST', SITE_PATHS.unsubscribe, { body: { token } });
    expect(again.body.result.unsubscribedAt).toBe(first.body.result.unsubscribedAt);
    expect(
      await running.api.ctx.sql.get('SELECT unsubscribed_at FROM newsletter_subscriptions WHERE unsubscribe_token = ?', [token]),
    ).toEqual({
      unsubscribed_at: first.body.result.unsubscribedAt,
    });
    expect((await running.call('POST', SITE_PATHS.unsubscribe, { body: { token: 'not-a-real-token' } })).httpStatus).toBe(404);
  });

  test(
    'the demo tokens are random per database: the ones the repository named unsubscribe no one (issue 22)',
    async () => {
      for (const known of ['demo-newsletter-klobber-0001', 'demo-newsletter-hr-0002']) {
        expect((await running.call('POST', SITE_PATHS.unsubscribe, { body: { token: known } })).httpStatus).toBe(404);
      }
      const hr = (await running.call<NewsletterSubscription>('GET', SITE_PATHS.newsletterSubscription, { as: demoHr })).body.result!;
      expect(hr.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const other = await startTestApi();
      try {
        const elsewhere = await callApi<NewsletterSubscription>(other, 'GET', SITE_PATHS.newsletterSubscription, { as: demoHr });
        expect(elsewhere.body.result!.unsubscribeToken).not.toBe(hr.unsubscribeToken);
      } finally {
        await other.stop();
      }
    },
    API_START_TIMEOUT_MS,
  );

  test('the subscription is read by its owner only: no token 401', async () => {
    expect((await running.call('GET', SITE_PATHS.newsletterSubscription)).httpStatus).toBe(401);
  });
});

describe(`GET ${SITE_PATHS.salaryStatistics}`, () => {
  const statistics = async (query = ''): Promise<SalaryStatistics> =>
    (await running.call('GET', `${SITE_PATHS.salaryStatistics}${query}`)).body.result;

  test('aggregates every vacancy with a visible salary, by level unless told; a filter narrows them', async () => {
    const all = await statistics();
    const visible = (await running.api.ctx.sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM vacancies WHERE salary_visible = 1'))!;
    expect(all.groups.reduce((sum, group) => sum + group.vacancyCount, 0)).toBe(visible.n);
    expect(all.groups.map((group) => group.key).sort()).toEqual(all.options.levels);

    const province = all.options.provinces[0]!;
    const inProvince = (await running.api.ctx.sql.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM vacancies WHERE salary_visible = 1 AND province = ?',
      [province],
    ))!;
    const filtered = await statistics(`?province=${encodeURIComponent(province)}&groupBy=province`);
    expect(filtered.groups).toEqual([expect.objectContaining({ key: province, vacancyCount: inProvince.n })]);
    expect(filtered.options).toEqual(all.options);
  });

  test('400 for an unknown grouping', async () => {
    expect((await running.call('GET', `${SITE_PATHS.salaryStatistics}?groupBy=salary`)).httpStatus).toBe(400);
  });
});

describe(`GET ${SITE_PATHS.sitemapData}`, () => {
  test('lists the published jobs with their page path, the active CMS landing pages and the public event pages with their names', async () => {
    const data: SitemapData = (await running.call('GET', SITE_PATHS.sitemapData)).body.result;
    expect(data.jobs.length).toBeGreaterThan(0);
    expect(data.jobs[0]?.path).toMatch(/^\/job\/[^/]+\/[^/]+\/[^/]+\/[^/]+$/);
    expect(data.landingPages.length).toBeGreaterThan(0);
    expect(data.eventPages.length).toBeGreaterThan(0);
    for (const page of [...data.landingPages, ...data.eventPages]) {
      expect(page.path).toMatch(/^\/[^/]+$/);
      expect(page.title.trim()).not.toBe('');
    }
  });
});
