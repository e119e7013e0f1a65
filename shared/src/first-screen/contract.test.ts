import { inlineJson } from './contract';

test('inlined start-up data cannot end its <script> element or open markup, and reads back the same', () => {
  const data = { title: '</script><script>alert(1)</script>', comment: '<!--', and: 'a & b', separators: '\u2028\u2029' };
  const inlined = inlineJson(data);
  expect(inlined).not.toMatch(/[<>&\u2028\u2029]/);
  expect(JSON.parse(inlined)).toEqual(data);
});
