import { aspectRatioOf, clampRotation, clampZoom, jpegNameOf, outputSizeOf } from './crop-settings';

// The crop dialog writes its result with these (crop-dialog.tsx); the e2e suite crops a real image (forms-upload.spec.ts).
test('S3-4-12 S3-4-13 the crop aspect ratio is 1 for round or square crops, otherwise 4:3', () => {
  expect(aspectRatioOf('round')).toBe(1);
  expect(aspectRatioOf('square')).toBe(1);
  expect(aspectRatioOf('rect')).toBe(4 / 3);
});

test('S3-4-10 S3-4-11 zoom stays within 1..3 in steps of 0.1, rotation within 0..360', () => {
  expect([0.2, 1, 1.26, 2.94, 7].map(clampZoom)).toEqual([1, 1, 1.3, 2.9, 3]);
  expect([-5, 0, 90.4, 360, 400].map(clampRotation)).toEqual([0, 0, 90, 360, 360]);
});

test('S3-4-14 S1-9-12 the output is at most 4096 px a side; round crops are reduced to the 270x270 default', () => {
  expect(outputSizeOf('rect', { width: 8000, height: 6000 })).toEqual({ width: 4096, height: 3072 });
  expect(outputSizeOf('square', { width: 1200, height: 1200 })).toEqual({ width: 1200, height: 1200 });
  expect(outputSizeOf('round', { width: 1200, height: 1200 })).toEqual({ width: 270, height: 270 });
});

test('S3-4-15 the crop result is a file named as a JPEG', () => {
  expect(jpegNameOf('foto profil.png')).toBe('foto profil.jpg');
  expect(jpegNameOf('scan.webp')).toBe('scan.jpg');
  expect(jpegNameOf('noext')).toBe('noext.jpg');
});
