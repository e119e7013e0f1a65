import { HttpError } from '../services/http-client';
import { createFakeHttpClient } from '@klob/shared/testing';
import { DYNAMIC_ROUTE_SOURCES, fetchDynamicRoutes, matchDynamicRoute } from './dynamic-routes';

const event = (subdomain: string | null, eventType: string) => ({ eventId: `E-${subdomain}`, subdomain, eventType, name: 'x' });

async function routesFrom(answers: Partial<Record<keyof typeof DYNAMIC_ROUTE_SOURCES, object>>) {
  const service = createFakeHttpClient({
    [`GET ${DYNAMIC_ROUTE_SOURCES.events}`]: answers.events ?? { result: [] },
    [`GET ${DYNAMIC_ROUTE_SOURCES.cmsLandingPages}`]: answers.cmsLandingPages ?? { result: [] },
    [`GET ${DYNAMIC_ROUTE_SOURCES.surveys}`]: answers.surveys ?? { result: [] },
  });
  return fetchDynamicRoutes(service);
}

describe('dynamic routes from server data (spec 1 §2.6)', () => {
  test('S1-2.6-01 S1-2.6-02 an event with a subdomain has /{subdomain} and its home, career, webinar and learning pages', async () => {
    const routes = await routesFrom({ events: { result: [event('klobfair2026', 'klobfair'), event(null, 'klobfair')] } });
    for (const path of ['/klobfair2026', '/klobfair2026/home', '/klobfair2026/career', '/klobfair2026/webinar', '/klobfair2026/learning']) {
      expect(matchDynamicRoute(path, routes)).toEqual({ access: 'public', owner: 'mf_company_landing', landing: 'event' });
    }
    expect(matchDynamicRoute('/klobfair2026/other', routes)).toBeNull();
    expect(matchDynamicRoute('/null', routes)).toBeNull();
  });

  test('S1-2.6-03 a CMS landing page with a subdomain has /{subdomain}', async () => {
    const routes = await routesFrom({ cmsLandingPages: { result: [{ subdomain: 'karier-nusantara' }] } });
    expect(matchDynamicRoute('/karier-nusantara', routes)).toEqual({ access: 'public', owner: 'mf_company_landing', landing: 'cms' });
    expect(matchDynamicRoute('/karier-nusantara/home', routes)).toBeNull();
  });

  test('S1-2.6-04 S1-2.6-05 /eform/{surveyUrl} per page survey; /form/{id} per form event, authenticated-only', async () => {
    const routes = await routesFrom({
      events: { result: [event('beasiswa-merapi-2026', 'form')] },
      surveys: { result: [{ surveyUrl: 'survei-pengunjung', surveyType: 'page' }] },
    });
    expect(matchDynamicRoute('/eform/survei-pengunjung', routes)).toEqual({ access: 'public', owner: 'mf_forms' });
    expect(matchDynamicRoute('/eform/unknown', routes)).toBeNull();
    expect(matchDynamicRoute('/form/beasiswa-merapi-2026', routes)).toEqual({ access: 'authenticated-only', owner: 'mf_forms' });
    expect(matchDynamicRoute('/beasiswa-merapi-2026', routes)).toBeNull();
  });

  test('a source that fails leaves the others working', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const routes = await routesFrom({
      events: new HttpError(500, 'Server Error', null),
      surveys: { result: [{ surveyUrl: 'survei-pengunjung', surveyType: 'page' }] },
    });
    expect(matchDynamicRoute('/eform/survei-pengunjung', routes)).not.toBeNull();
    expect(routes.eventSubdomains.size).toBe(0);
  });
});
