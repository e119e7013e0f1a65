import { routePath } from './route-path';

test('a route path keeps its Fastify pattern and builds the URL with the value encoded', () => {
  const detail = routePath('/rest/page/report/:reportRefCode/details');
  expect(detail.pattern).toBe('/rest/page/report/:reportRefCode/details');
  expect(detail('A B/1')).toBe('/rest/page/report/A%20B%2F1/details');
  expect(routePath('/rest/open/site/contact-message/:messageId')(42)).toBe('/rest/open/site/contact-message/42');
});

test('a pattern without a parameter is refused', () => {
  expect(() => routePath('/rest/open/page/klobmeter/list')).toThrow(':parameter');
});
