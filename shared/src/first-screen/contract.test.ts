import { cookieOf, inlineJson } from './contract';

test('inlined start-up data cannot end its <script> element or open markup, and reads back the same', () => {
  const data = { title: '</script><script>alert(1)</script>', comment: '<!--', and: 'a & b', separators: '\u2028\u2029' };
  const inlined = inlineJson(data);
  expect(inlined).not.toMatch(/[<>&\u2028\u2029]/);
  expect(JSON.parse(inlined)).toEqual(data);
});

test('a cookie is read by its whole name from a request header and from document.cookie alike', () => {
  expect(cookieOf('klob_lang=en; klob_signed_in=1', 'klob_signed_in')).toBe('1');
  expect(cookieOf('klob_lang=en;klob_signed_in=1', 'klob_signed_in')).toBe('1');
  expect(cookieOf('not_klob_signed_in=1; klob_signed_in_old=1', 'klob_signed_in')).toBeUndefined();
  expect(cookieOf(undefined, 'klob_lang')).toBeUndefined();
  expect(cookieOf('', 'klob_lang')).toBeUndefined();
});
