import { jsonPrintedIn } from './json-output';

test('reads a whole JSON stdout', () => {
  expect(jsonPrintedIn('{"p95Ms": 12}\n')).toEqual({ p95Ms: 12 });
});

test('reads the JSON printed after progress lines, even spread over several lines', () => {
  expect(jsonPrintedIn('warming up\n{ bad\n{\n  "requests": 500,\n  "nested": { "a": [1, 2] }\n}\n')).toEqual({
    requests: 500,
    nested: { a: [1, 2] },
  });
});

test('is null when nothing printed is JSON', () => {
  expect(jsonPrintedIn('done in 3 s')).toBeNull();
  expect(jsonPrintedIn('')).toBeNull();
});
