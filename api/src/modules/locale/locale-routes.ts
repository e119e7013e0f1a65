import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { LANGUAGES } from '@klob/shared/constants';
import {
  isLocaleNamespace,
  LOCALE_NAMESPACE_MAX_LENGTH,
  LOCALE_ROUTE,
  type LocaleData,
  type LocaleResponse,
} from '@klob/shared/api-contract/locale';
import { badRequest, HttpError, notFound } from '../../http/errors.js';
import { resolveLocaleSegments } from './resolve-segments.js';
import type { PublishedTextsReader } from './published-texts.js';

const Segment = Type.String({ minLength: 1, maxLength: LOCALE_NAMESPACE_MAX_LENGTH });
/** Named in the documented order; the route also takes them the other way round. */
const LocaleParams = Type.Object({ language: Segment, namespace: Segment });
type LocaleParams = Static<typeof LocaleParams>;

/** S1-7-24, S1-7-25, S2-7-09: one route serves both segment orders with the same body, from what the apps published. */
export function registerLocaleRoutes(app: FastifyInstance, publishedTexts: PublishedTextsReader): void {
  app.get<{ Params: LocaleParams }>(LOCALE_ROUTE, { schema: { params: LocaleParams } }, async (request, reply): Promise<LocaleResponse> => {
    const segments = resolveLocaleSegments(request.params.language, request.params.namespace);
    if (!segments) throw badRequest(`params.language must be one of ${LANGUAGES.join(', ')}`);
    const { language, namespace } = segments;
    if (!isLocaleNamespace(namespace)) throw badRequest("params.namespace must be lower-case letters and digits in words joined by '-'");
    const found = await publishedTexts.lookup(language, namespace);
    if (found.kind === 'unknown') throw notFound(`No translations for namespace '${namespace}'`);
    if (found.kind === 'unavailable') {
      request.log.warn({ namespace, language, reason: found.reason }, 'translations unavailable');
      throw new HttpError(503, `Translations for namespace '${namespace}' are unavailable: ${found.reason}`);
    }
    // Browsers revalidate every load: a republished text shows on the next page load (the api's own cache is a few seconds).
    reply.header('Cache-Control', 'no-cache');
    const data = { [language]: { [namespace]: found.texts } } as LocaleData;
    return { status: 200, message: 'success', data };
  });
}
