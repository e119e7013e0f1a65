import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  ACTIVITY_EXTRA_PARAMS_LIMIT,
  ACTIVITY_PATHS,
  EVENT_PATHS,
  PLATFORM_PATHS,
  PRELOGIN_URL_MAX_ACCEPTED,
  type ActivityActionResult,
  type CmsLandingPage,
  type EventCompany,
  type EventSession,
  type EventProject,
  LANDING_PATHS,
  type Interruption,
  type JobFairImage,
  type PageViewResult,
  REVERSE_GEOCODE_PATH,
  type ReverseGeocodeResult,
  type PreLoginLogResult,
  type SurveyMasterRecord,
} from '@klob/shared/api-contract/platform';
import { signedInUser } from '../../auth/guard.js';
import { ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../http/errors.js';
import { safeUrlField } from '../../http/safe-url.js';
import type { ApiContext } from '../module.js';
import { idString } from '../content/schema-parts.js';
import { createActivityStore } from './activity-store.js';
import { createPlatformStore } from './platform-store.js';
import { countryAt, languageForCountry } from './country-lookup.js';

/** Longest URL or free-text value the activity calls store. */
export const ACTIVITY_TEXT_MAX_LENGTH = 2048;

const shortText = Type.String({ minLength: 1, maxLength: 100 });
const longText = Type.String({ maxLength: ACTIVITY_TEXT_MAX_LENGTH });
/** A stored URL a page may later link to: http(s) or relative only (issue 6), so no `javascript:`. */
const loggedUrl = safeUrlField({ maxLength: ACTIVITY_TEXT_MAX_LENGTH });
const NAMED_ACTIVITY_PARAMS = ['entity', 'entityId', 'referer', 'user'];

const ActivityQuery = Type.Object(
  { entity: shortText, entityId: shortText, referer: Type.Optional(loggedUrl), user: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: longText, maxProperties: NAMED_ACTIVITY_PARAMS.length + ACTIVITY_EXTRA_PARAMS_LIMIT },
);

const PreLoginBody = Type.Object(
  {
    entity: shortText,
    entityId: shortText,
    userAgent: Type.String({ maxLength: 1000 }),
    totalClick: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    listUrl: Type.Array(
      Type.Object({
        preLoginUrl: safeUrlField({ minLength: 1, maxLength: ACTIVITY_TEXT_MAX_LENGTH }),
        sequence: Type.Integer({ minimum: 0 }),
      }),
      { maxItems: PRELOGIN_URL_MAX_ACCEPTED },
    ),
    preLogin1Url: Type.Optional(Type.Union([loggedUrl, Type.Null()])),
    preLogin2Url: Type.Optional(Type.Union([loggedUrl, Type.Null()])),
    type: Type.String({ minLength: 1, maxLength: 50 }),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
    token: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
  },
  { additionalProperties: false },
);

/** An app path: one leading slash (not `//host`), no scheme, no control characters. */
const appPath = Type.String({ minLength: 1, maxLength: ACTIVITY_TEXT_MAX_LENGTH, pattern: '^/(?!/)[^\\s\\\\]*$' });
const PageViewBody = Type.Object(
  { path: appPath, referrer: Type.Optional(appPath), language: Type.Union([Type.Literal('id'), Type.Literal('en')]) },
  { additionalProperties: false },
);

const ReverseGeocodeQuery = Type.Object(
  { lat: Type.Number({ minimum: -90, maximum: 90 }), lng: Type.Number({ minimum: -180, maximum: 180 }) },
  { additionalProperties: false },
);

const JobFairImageQuery = Type.Object({ subdomain: Type.Optional(idString()) });
/** ?subdomain= of the event calls (booths, sessions). */
const EventCompanyQuery = Type.Object({ subdomain: idString() });

/** The platform calls of spec 1 §7 (S1-7-08..13) and the job-fair banners of S3-7-16. */
export function registerPlatformRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const store = createPlatformStore(ctx.sql);
  const activity = createActivityStore(ctx.sql);
  const { identifyViewer } = ctx.guards;

  app.get(EVENT_PATHS.projects, async () => ok<EventProject[]>(await store.events()));
  app.get(LANDING_PATHS.cmsLandingPages, async () => ok<CmsLandingPage[]>(await store.landingPages()));
  app.get(PLATFORM_PATHS.surveys, async () => ok<SurveyMasterRecord[]>(await store.surveys()));

  app.get(PLATFORM_PATHS.interruptions, { preHandler: identifyViewer }, async (request) =>
    ok<Interruption[]>(request.user ? await store.interruptions(request.user.userId) : []),
  );

  app.get<{ Querystring: Static<typeof JobFairImageQuery> }>(
    LANDING_PATHS.jobFairImages,
    { schema: { querystring: JobFairImageQuery } },
    async (request) => {
      const { subdomain } = request.query;
      if (subdomain !== undefined && !(await store.hasEventSubdomain(subdomain))) throw notFound(`Event ${subdomain} not found`);
      return ok<JobFairImage[]>(await store.jobFairImages(subdomain));
    },
  );

  app.get<{ Querystring: Static<typeof EventCompanyQuery> }>(
    LANDING_PATHS.eventCompanies,
    { schema: { querystring: EventCompanyQuery } },
    async (request) => {
      const { subdomain } = request.query;
      if (!(await store.hasEventSubdomain(subdomain))) throw notFound(`Event ${subdomain} not found`);
      return ok<EventCompany[]>(await store.eventCompanies(subdomain));
    },
  );

  app.get<{ Querystring: Static<typeof EventCompanyQuery> }>(
    LANDING_PATHS.eventSessions,
    { schema: { querystring: EventCompanyQuery } },
    async (request) => {
      const { subdomain } = request.query;
      if (!(await store.hasEventSubdomain(subdomain))) throw notFound(`Event ${subdomain} not found`);
      return ok<EventSession[]>(await store.eventSessions(subdomain));
    },
  );

  app.post<{ Querystring: Static<typeof ActivityQuery> }>(
    ACTIVITY_PATHS.action,
    { schema: { querystring: ActivityQuery }, preHandler: ctx.guards.requireUser },
    async (request) => {
      const { entity, entityId, referer, user, ...rest } = request.query as Record<string, string>;
      const activityId = await activity.recordAction(
        { userId: signedInUser(request).userId, entity: entity ?? '', entityId: entityId ?? '', referer, user, extra: rest },
        new Date(),
      );
      return ok<ActivityActionResult>({ activityId });
    },
  );

  // spec 1 §1, §7: the language selector's reverse geocoding; open (a visitor chooses a language too), nothing stored.
  app.get<{ Querystring: Static<typeof ReverseGeocodeQuery> }>(
    REVERSE_GEOCODE_PATH,
    { schema: { querystring: ReverseGeocodeQuery } },
    async (request) => {
      const countryCode = countryAt(request.query.lat, request.query.lng);
      return ok<ReverseGeocodeResult>({ countryCode, language: languageForCountry(countryCode) });
    },
  );

  // Page-view analytics (spec 1 §2.9): visitors and signed-in users; a bad token is refused like elsewhere.
  app.post<{ Body: Static<typeof PageViewBody> }>(
    ACTIVITY_PATHS.pageView,
    { schema: { body: PageViewBody }, preHandler: identifyViewer },
    async (request) => {
      const userId = request.user?.userId ?? null;
      const viewId = await activity.recordPageView({ ...request.body, userId }, new Date());
      return ok<PageViewResult>({ viewId, userId });
    },
  );

  app.post<{ Body: Static<typeof PreLoginBody> }>(ACTIVITY_PATHS.preLogin, { schema: { body: PreLoginBody } }, async (request) => {
    const log = request.body;
    if ((log.email === undefined) === (log.token === undefined)) throw badRequest('body must have exactly one of email and token');
    const sequences = new Set(log.listUrl.map((url) => url.sequence));
    if (sequences.size !== log.listUrl.length) throw badRequest('body.listUrl sequence values must be unique');
    let userId: string | null = null;
    if (log.token !== undefined) {
      const claims = await ctx.tokens.verify(log.token);
      if (!claims) throw badRequest('body.token is invalid or expired');
      userId = claims.userId;
    }
    const saved = await activity.savePreLoginLog(log, userId, new Date());
    return ok<PreLoginLogResult>({ ...saved, userId });
  });
}
