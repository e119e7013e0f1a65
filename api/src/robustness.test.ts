import { demoKlobber, setUpTestApi } from './testing/index.js';

/** Hostile but ordinary inputs a client can send to any route. */
const PATH_PARAM_VALUES = ['x', '..%2F..%2Fetc%2Fpasswd', '%00', '9'.repeat(40)];
const QUERY_STRINGS = [
  '',
  '?page=-1&size=abc&start=1e309',
  '?keyword=%27%20OR%201%3D1--&userId[]=a&userId[]=b',
  '?corporateId=&fileName=..%2F..%2Fx',
];
const BODIES: { contentType: string; body: string }[] = [
  { contentType: 'application/json', body: '{"unterminated":' },
  { contentType: 'application/json', body: '[1,2,3]' },
  { contentType: 'application/json', body: '{"email":{"$gt":""},"password":null,"base64":12,"answers":"x"}' },
  { contentType: 'text/plain', body: 'hello' },
];

const running = setUpTestApi();
let token: string;
beforeAll(async () => {
  token = await running.signIdToken(demoKlobber.userId, demoKlobber.email);
});

function concretePaths(url: string): string[] {
  const params = url.match(/:[A-Za-z]+|\*/g) ?? [];
  if (params.length === 0) return [url];
  return PATH_PARAM_VALUES.map((value) => url.replace(/:[A-Za-z]+|\*/g, value));
}

test('no route answers 500 to malformed paths, queries or bodies, signed in or not', async () => {
  const routes = running.api.routes.filter((route) => route.url.startsWith('/') && route.method !== 'OPTIONS');
  expect(routes.length).toBeGreaterThan(60);
  const failures: string[] = [];
  for (const route of routes) {
    for (const path of concretePaths(route.url)) {
      for (const query of QUERY_STRINGS) {
        for (const [index, { contentType, body }] of BODIES.entries()) {
          const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
          if (!hasBody && index > 0) break;
          const response = await fetch(`${running.baseUrl}${path}${query}`, {
            method: route.method,
            headers: { ...(hasBody ? { 'content-type': contentType } : {}), ...(index % 2 === 0 ? { authorization: token } : {}) },
            body: hasBody ? body : undefined,
          });
          if (response.status >= 500)
            failures.push(`${route.method} ${path}${query} [${contentType}] -> ${response.status} ${await response.text()}`);
          else await response.arrayBuffer();
        }
      }
    }
  }
  expect(failures).toEqual([]);
}, 600_000);
