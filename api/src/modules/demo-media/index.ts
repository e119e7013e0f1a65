import { PLATFORM_PATHS } from '@klob/shared/api-contract/platform';
import type { ApiModule } from '../module.js';
import { notFound } from '../../http/errors.js';
import { demoSvg } from './demo-svg.js';

/** Demo pictures referenced by the seed data (/static/demo/..., /static/icons/...), drawn on request. */
const DEMO_PICTURE_PATH = /^(demo|icons)\/[a-z0-9/_-]+\.svg$/i;

export const demoMediaModule: ApiModule = {
  name: 'demo-media',
  routes(app) {
    app.get<{ Params: { '*': string } }>(PLATFORM_PATHS.demoPictures, async (request, reply) => {
      const path = request.params['*'];
      if (!DEMO_PICTURE_PATH.test(path) || path.includes('..')) throw notFound(`No demo picture ${path}`);
      return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(demoSvg(path));
    });
  },
};
