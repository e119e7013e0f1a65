import { array, boolean, custom, literal, nullable, number, object, optional, string, type Infer } from './schema';

const card = object({
  title: string(),
  count: number({ integer: true, min: 0 }),
  rating: optional(number()),
  logo: nullable(string()),
  tags: array(literal('new', 'hot')),
  place: object({ province: string(), remote: boolean() }),
});
type Card = Infer<typeof card>;

const VALID: Card = { title: 'A', count: 2, logo: null, tags: ['new'], place: { province: 'Bali', remote: false } };

test('a value that fits every field passes, with or without its optional fields and with fields the schema does not name', () => {
  expect(card.is(VALID)).toBe(true);
  expect(card.is({ ...VALID, rating: 4.5 })).toBe(true);
  expect(card.is({ ...VALID, extra: 'kept' })).toBe(true);
});

test.each([
  ['a missing field', { ...VALID, title: undefined }],
  ['a negative count', { ...VALID, count: -1 }],
  ['a fractional count', { ...VALID, count: 1.5 }],
  ['NaN', { ...VALID, count: Number.NaN }],
  ['a wrong literal in an array', { ...VALID, tags: ['new', 'cold'] }],
  ['a nested field of the wrong type', { ...VALID, place: { province: 'Bali', remote: 'no' } }],
  ['an optional field of the wrong type', { ...VALID, rating: '5' }],
  ['undefined where null is allowed', { ...VALID, logo: undefined }],
  ['an array instead of an object', [VALID]],
  ['null', null],
])('%s fails', (_, value) => {
  expect(card.is(value)).toBe(false);
});

test('custom checks run as written and every schema is frozen', () => {
  const callable = custom<() => void>((value) => typeof value === 'function');
  expect(callable.is(() => undefined)).toBe(true);
  expect(callable.is('f')).toBe(false);
  expect(Object.isFrozen(card)).toBe(true);
  expect(() => ((card as { is: unknown }).is = () => true)).toThrow(TypeError);
});

test('the inferred type follows the schema', () => {
  // @ts-expect-error: count is a number
  const wrong: Card = { ...VALID, count: '2' };
  const withoutRating: Card = VALID;
  expect([wrong.count, withoutRating.rating]).toEqual(['2', undefined]);
});
