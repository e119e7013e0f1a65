import { randomBytes } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  COMPANY_SIZES,
  CONTACT_TOPICS,
  SITE_MESSAGE_MAX_LENGTH,
  SITE_NAME_MAX_LENGTH,
  SALARY_GROUP_BY,
  SITE_PATHS,
  SITE_PHONE_PATTERN,
  CONTACT_MESSAGE_MIN_LENGTH,
  type BusinessRegistrationResult,
  type ContactMessageResult,
  type DemoRequestResult,
  type SalaryStatistics,
  type SitemapData,
  type StoredContactMessage,
  type NewsletterSubscription,
  type UnsubscribeResult,
} from '@klob/shared/api-contract/site';
import { signedInUser } from '../../auth/guard.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { safeUrlField } from '../../http/safe-url.js';
import type { ApiContext } from '../module.js';
import { aggregateSalaries } from './salary-aggregation.js';
import { createSiteStore, maskEmail } from './site-store.js';

const name = Type.String({ minLength: 1, maxLength: SITE_NAME_MAX_LENGTH, pattern: '\\S' });
const email = Type.String({ format: 'email', maxLength: 254 });
const phone = Type.String({ pattern: SITE_PHONE_PATTERN.source });
const utmValue = Type.Optional(Type.String({ maxLength: 200 }));
const utm = { utmSource: utmValue, utmMedium: utmValue, utmCampaign: utmValue };
const oneOf = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

const ContactMessageBody = Type.Object(
  {
    name,
    email,
    phone: Type.Optional(phone),
    topic: oneOf(CONTACT_TOPICS),
    message: Type.String({ minLength: CONTACT_MESSAGE_MIN_LENGTH, maxLength: SITE_MESSAGE_MAX_LENGTH, pattern: '\\S' }),
    ...utm,
  },
  { additionalProperties: false },
);

const DemoRequestBody = Type.Object(
  {
    name,
    workEmail: email,
    phone,
    companyName: name,
    companySize: oneOf(COMPANY_SIZES),
    note: Type.Optional(Type.String({ maxLength: SITE_MESSAGE_MAX_LENGTH })),
    ...utm,
  },
  { additionalProperties: false },
);

const BusinessRegistrationBody = Type.Object(
  {
    companyName: name,
    industry: name,
    companySize: oneOf(COMPANY_SIZES),
    city: name,
    website: Type.Optional(safeUrlField({ maxLength: 500 })),
    picName: name,
    picEmail: email,
    picPhone: phone,
  },
  { additionalProperties: false },
);

/** A receipt is random: only the sender, who got it in the answer, can read the message back. */
const RECEIPT_BYTES = 18;
const ReceiptParams = Type.Object({ messageId: Type.Integer({ minimum: 1 }) });
const ReceiptQuery = Type.Object({ receipt: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });

const UnsubscribeBody = Type.Object({ token: Type.String({ minLength: 8, maxLength: 200 }) }, { additionalProperties: false });

const filterValue = Type.Optional(Type.String({ minLength: 1, maxLength: 100 }));
const SalaryQuery = Type.Object(
  { position: filterValue, level: filterValue, province: filterValue, groupBy: Type.Optional(oneOf(SALARY_GROUP_BY)) },
  { additionalProperties: false },
);

const distinctSorted = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/**
 * The calls of the shell's content pages (issue 16). All are open: anyone may write to Klob,
 * ask for a demo or register a business (stored, never shown back to other visitors), an
 * unsubscribe token is its own proof, and the statistics are aggregates of public vacancies.
 */
export function registerSiteRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const store = createSiteStore(ctx.sql);
  const now = () => new Date().toISOString();

  app.post<{ Body: Static<typeof ContactMessageBody> }>(
    SITE_PATHS.contactMessage,
    { schema: { body: ContactMessageBody } },
    async (request) => {
      const receivedAt = now();
      const receipt = randomBytes(RECEIPT_BYTES).toString('base64url');
      return ok<ContactMessageResult>({ messageId: await store.addContactMessage(request.body, receipt, receivedAt), receivedAt, receipt });
    },
  );

  app.get<{ Params: Static<typeof ReceiptParams>; Querystring: Static<typeof ReceiptQuery> }>(
    SITE_PATHS.contactMessageReceipt.pattern,
    { schema: { params: ReceiptParams, querystring: ReceiptQuery } },
    async (request) => {
      const message = await store.contactMessage(request.params.messageId, request.query.receipt);
      if (!message) throw notFound('No message with this receipt');
      return ok<StoredContactMessage>(message);
    },
  );

  app.post<{ Body: Static<typeof DemoRequestBody> }>(SITE_PATHS.demoRequest, { schema: { body: DemoRequestBody } }, async (request) => {
    const receivedAt = now();
    return ok<DemoRequestResult>({ requestId: await store.addDemoRequest(request.body, receivedAt), receivedAt });
  });

  app.post<{ Body: Static<typeof BusinessRegistrationBody> }>(
    SITE_PATHS.businessRegistration,
    { schema: { body: BusinessRegistrationBody } },
    async (request) =>
      ok<BusinessRegistrationResult>({
        registrationId: await store.addBusinessRegistration(request.body, now()),
        companyName: request.body.companyName,
        status: 'pending',
      }),
  );

  app.post<{ Body: Static<typeof UnsubscribeBody> }>(SITE_PATHS.unsubscribe, { schema: { body: UnsubscribeBody } }, async (request) => {
    const done = await store.unsubscribe(request.body.token, now());
    if (!done) throw notFound('This unsubscribe link is not valid');
    return ok<UnsubscribeResult>({ maskedEmail: maskEmail(done.email), unsubscribedAt: done.unsubscribedAt });
  });

  // The owner's own unsubscribe link (the demo has no newsletter mails to carry it).
  app.get(SITE_PATHS.newsletterSubscription, { preHandler: ctx.guards.requireUser }, async (request) => {
    const { email } = signedInUser(request);
    const subscription = await store.subscriptionOf(email);
    if (!subscription) throw notFound('This account has no newsletter subscription');
    return ok<NewsletterSubscription>({ maskedEmail: maskEmail(email), ...subscription });
  });

  app.get<{ Querystring: Static<typeof SalaryQuery> }>(
    SITE_PATHS.salaryStatistics,
    { schema: { querystring: SalaryQuery } },
    async (request) => {
      const all = await store.salaryRows({});
      return ok<SalaryStatistics>({
        groups: aggregateSalaries(await store.salaryRows(request.query), request.query.groupBy ?? 'level'),
        options: {
          positions: distinctSorted(all.map((row) => row.position)),
          levels: distinctSorted(all.map((row) => row.level)),
          provinces: distinctSorted(all.map((row) => row.province)),
        },
      });
    },
  );

  app.get(SITE_PATHS.sitemapData, async () => ok<SitemapData>(await store.sitemapData(now())));
}
