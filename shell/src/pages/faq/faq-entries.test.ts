import { FAQ_GROUPS, matchesSearch } from './faq-entries';

test('the FAQ search needs every word, in the question or the answer, ignoring case and accents', () => {
  expect(matchesSearch('lupa SANDI', 'Saya lupa kata sandi?', '')).toBe(true);
  expect(matchesSearch('sandi email', 'Saya lupa kata sandi?', 'Kami mengirim kode ke emailmu')).toBe(true);
  expect(matchesSearch('sandi gaji', 'Saya lupa kata sandi?', 'Kami mengirim kode')).toBe(false);
  expect(matchesSearch('resume', 'Résumé saya', '')).toBe(true);
  expect(matchesSearch('   ', 'anything', '')).toBe(true);
});

test('every FAQ question key is used once, so each answer has one anchor', () => {
  const keys = FAQ_GROUPS.flatMap(({ questions }) => questions);
  expect(new Set(keys).size).toBe(keys.length);
});
