import { termsTabOf } from './terms-page';

test('tab=privacy opens the privacy policy; no or another tab opens the terms', () => {
  expect(termsTabOf(new URLSearchParams('tab=privacy'))).toBe('privacy');
  expect(termsTabOf(new URLSearchParams(''))).toBe('terms');
  expect(termsTabOf(new URLSearchParams('tab=other'))).toBe('terms');
});
