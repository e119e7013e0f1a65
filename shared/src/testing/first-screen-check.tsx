import createCache from '@emotion/cache';
import type { BusWriter } from '../bus/channel-contracts';
import { forgetFirstScreenData, seedFirstScreenData } from '../data/first-screen-data';
import { renderToHtml, serverI18n, serverServices } from '../first-screen';
import type { FirstScreen, FirstScreenModule, FirstScreenRequest } from '../first-screen/contract';
import type { Language } from '../i18n/languages';
import type { UnitLifecycles } from '../mount/create-mountable';
import { styleKeyOf } from '../mount/style-cache';
import type { PublishedTexts } from '../translations';

/** An app's first-screen renderer with what it was made from: the units it renders and the app's texts. */
export interface FirstScreenApp extends FirstScreenModule {
  app: BusWriter;
  units: Readonly<Record<string, UnitLifecycles>>;
  texts: PublishedTexts;
}

/** The request the shell's server makes for `unit` at `address` (path and query) in `language`, with the api at `apiOrigin`. */
export function firstScreenRequest(
  unit: string,
  address: string,
  language: Language,
  apiOrigin: string,
  params: Record<string, string> = {},
): FirstScreenRequest {
  const url = new URL(address, 'http://klob.test');
  return {
    unit,
    pathname: url.pathname,
    params,
    query: Object.fromEntries(url.searchParams),
    language,
    apiOrigin,
    config: { environment: 'production', apiBaseUrl: '', socketUrl: '', signInProviders: {} },
    deadline: Date.now() + 5000,
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };

/** The text of every element named `tag` in the markup, in order (tags dropped, entities decoded). */
export const textsOf = (html: string, tag: string): string[] =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, 'gs'))].map(([, inner]) =>
    inner!.replace(/<[^>]+>/g, '').replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => ENTITIES[name]!),
  );

/** The browser's first render of the unit once the page is seeded with the server's data: an api nobody answers on. */
async function firstClientRender({ app, units, texts }: FirstScreenApp, request: FirstScreenRequest, screen: FirstScreen) {
  const { Tree, namespaces } = units[request.unit]!.firstScreen!;
  const services = serverServices(app, { ...request, apiOrigin: 'http://127.0.0.1:9' }, serverI18n(request.language, texts, namespaces));
  const props = { services, params: request.params, query: request.query, pathname: request.pathname };
  seedFirstScreenData(screen.data);
  try {
    return await renderToHtml(<Tree props={props} styleCache={createCache({ key: styleKeyOf(app) })} />);
  } finally {
    forgetFirstScreenData();
  }
}

/**
 * Issue 25: renders a first screen (node test environment) and checks what every first screen must hold: nothing
 * logged while it renders (a useLayoutEffect on the server, a missing text, a failed load), the unit's texts in the
 * request's language, and the browser's first render, seeded with the server's data, giving the same markup.
 */
export async function renderCheckedFirstScreen(firstScreenApp: FirstScreenApp, request: FirstScreenRequest): Promise<FirstScreen> {
  const problems = [jest.spyOn(console, 'error'), jest.spyOn(console, 'warn')];
  const screen = await firstScreenApp.renderFirstScreen(request);
  for (const problem of problems) {
    expect(problem).not.toHaveBeenCalled();
    problem.mockRestore();
  }
  expect(screen).not.toBeNull();
  const { namespaces } = firstScreenApp.units[request.unit]!.firstScreen!;
  for (const namespace of namespaces) expect(screen!.texts[namespace]).toBe(firstScreenApp.texts[namespace]![request.language]);
  expect(await firstClientRender(firstScreenApp, request, screen!)).toBe(screen!.html);
  return screen!;
}
