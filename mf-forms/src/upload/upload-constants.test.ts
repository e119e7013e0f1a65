import { previewKind } from './upload-constants';

test('a file is previewed by its extension; a stored mov still plays as video (DECISIONS #6)', () => {
  expect(previewKind('photo.JPG')).toBe('image');
  expect(previewKind('clip.mov')).toBe('video');
  expect(previewKind('foto kandidat#1.png')).toBe('image');
  expect(previewKind('cv.pdf')).toBeNull();
  expect(previewKind('no-extension')).toBeNull();
});
