import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { LANGUAGES } from '@klob/shared/constants';
import { isLocaleNamespace, LOCALE_PATH_PREFIX, type LocaleData, type LocaleResponse } from '@klob/shared/api-contract/locale';
import { badRequest, notFound } from '../../http/errors.js';
import { resolveLocaleSegments } from './resolve-segments.js';
import { translationsByNamespace } from '@klob/shared/translations';

const SEGMENT_MAX_LENGTH = 64;
const Segment = Type.String({ minLength: 1, maxLength: SEGMENT_MAX_LENGTH });
/** Named in the documented order; the route also takes them the other way round. */
const LocaleParams = Type.Object({ language: Segment, namespace: Segment });
type LocaleParams = Static<typeof LocaleParams>;

/** S1-7-24, S1-7-25, S2-7-09: one route serves both segment orders with the same body. */
export function registerLocaleRoutes(app: FastifyInstance): void {
  app.get<{ Params: LocaleParams }>(
    `${LOCALE_PATH_PREFIX}/:language/:namespace`,
    { schema: { params: LocaleParams } },
    async (request): Promise<LocaleResponse> => {
      const segments = resolveLocaleSegments(request.params.language, request.params.namespace);
      if (!segments) throw badRequest(`params.language must be one of ${LANGUAGES.join(', ')}`);
      const { language, namespace } = segments;
      if (!isLocaleNamespace(namespace)) throw notFound(`No translations for namespace '${namespace}'`);
      const data = { [language]: { [namespace]: translationsByNamespace[namespace][language] } } as LocaleData;
      return { status: 200, message: 'success', data };
    },
  );
}
