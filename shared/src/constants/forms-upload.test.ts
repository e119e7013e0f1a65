import {
  DEFAULT_IMAGE_SIZE,
  SURVEY_FIELD_ASKED,
  SURVEY_MANDATORY_YES,
  SURVEY_OTHERS_ANSWER_MAX_LENGTH,
  SURVEY_PHONE_MAX_LENGTH,
  SURVEY_PHONE_PATTERN,
  SURVEY_QUESTION_TYPES,
  SURVEY_SHORT_ANSWER_MAX_LENGTH,
  TEXT_INPUT_MAX_LENGTH,
  UPLOAD_QUESTION_MAX_FILES,
} from './forms';
import {
  CROP,
  DEFAULT_UPLOAD_MAX_BYTES,
  PREVIEW_IMAGE_TYPES,
  PREVIEW_TYPES,
  PREVIEW_VIDEO_TYPES,
  TOO_MANY_FILES_ERROR_MS,
  UPLOADABLE_VIDEO_TYPES,
  acceptOfFileTypes,
  fileExtension,
  previewKind,
} from './upload';

describe('form constants', () => {
  test('S1-9-11 the text input default maxLength is 255', () => {
    expect(TEXT_INPUT_MAX_LENGTH).toBe(255);
  });

  test('S1-9-12 the default image size is 270x270', () => {
    expect(DEFAULT_IMAGE_SIZE).toEqual({ width: 270, height: 270 });
  });

  test('S3-9-01 the phone maximum is 16 characters', () => {
    expect(SURVEY_PHONE_MAX_LENGTH).toBe(16);
  });

  test('S3-9-02 the short answer maximum is 255 characters', () => {
    expect(SURVEY_SHORT_ANSWER_MAX_LENGTH).toBe(255);
  });

  test('S3-9-03 the others text maximum is 255 characters', () => {
    expect(SURVEY_OTHERS_ANSWER_MAX_LENGTH).toBe(255);
  });

  test('S3-3-02 S3-3-06 S3-5-16 survey flags: x asks a field, y makes a question mandatory, an upload takes one file', () => {
    expect(SURVEY_FIELD_ASKED).toBe('x');
    expect(SURVEY_MANDATORY_YES).toBe('y');
    expect(UPLOAD_QUESTION_MAX_FILES).toBe(1);
  });

  test('S3-5-07 the phone pattern takes groups of 3 digits, 3 digits, then 4 to 8 digits', () => {
    for (const phone of ['081234567890', '+6281234567890', '021-555-1234', '(021) 555 12345678', '812.345.6789']) {
      expect(SURVEY_PHONE_PATTERN.test(phone)).toBe(true);
    }
    for (const phone of ['12345', '0812-34', 'abc123456789', '021 555 123456789', '08123456789a']) {
      expect(SURVEY_PHONE_PATTERN.test(phone)).toBe(false);
    }
  });

  test('S3-3-05 the question types as the spec words them', () => {
    expect(Object.values(SURVEY_QUESTION_TYPES)).toEqual([
      'attachment',
      'sequence',
      'short',
      'multiple choice',
      'multiple response',
      'upload',
      'ranking',
    ]);
  });
});

describe('upload constants', () => {
  test('S3-9-04 the default upload maximum is 2 MB (2097152 bytes)', () => {
    expect(DEFAULT_UPLOAD_MAX_BYTES).toBe(2097152);
    expect(DEFAULT_UPLOAD_MAX_BYTES).toBe(2 * 1024 * 1024);
  });

  test('S3-9-05 the too-many-files error shows for 5 s', () => {
    expect(TOO_MANY_FILES_ERROR_MS).toBe(5000);
  });

  test('S3-9-07 crop zoom is 1 to 3 with step 0.1', () => {
    expect(CROP.zoom).toEqual({ min: 1, max: 3, step: 0.1 });
  });

  test('S3-9-08 crop rotation is 0 to 360', () => {
    expect(CROP.rotation).toEqual({ min: 0, max: 360 });
  });

  test('S3-9-09 crop output is at most 4096 px per side', () => {
    expect(CROP.maxOutputSidePx).toBe(4096);
  });

  test('S3-4-12 S3-4-13 S3-4-15 crop aspect 1 for round or square, else 4:3, output a JPEG', () => {
    expect(CROP.aspectRatio).toEqual({ roundOrSquare: 1, other: 4 / 3 });
    expect(CROP.outputMimeType).toBe('image/jpeg');
  });

  test('S3-9-11 the preview types are jpg, jpeg, png, webp, gif, mp4 and mov', () => {
    expect(PREVIEW_TYPES).toEqual(['jpg', 'jpeg', 'png', 'webp', 'gif', 'mp4', 'mov']);
    expect(PREVIEW_IMAGE_TYPES).toEqual(['jpg', 'jpeg', 'png', 'webp', 'gif']);
    expect(PREVIEW_VIDEO_TYPES).toEqual(['mp4', 'mov']);
  });

  test('S3-4-08 S3-4-09 a file is previewed by its extension; a stored mov still plays as video (DECISIONS #6)', () => {
    expect(previewKind('photo.JPG')).toBe('image');
    expect(previewKind('clip.mov')).toBe('video');
    expect(previewKind('foto kandidat#1.png')).toBe('image');
    expect(previewKind('cv.pdf')).toBeNull();
    expect(previewKind('no-extension')).toBeNull();
  });

  test('S3-5-22 only mp4 is accepted for a new video upload', () => {
    expect(UPLOADABLE_VIDEO_TYPES).toEqual(['mp4']);
  });

  test("a question's file types become the picker's accept; none leaves every type", () => {
    expect(acceptOfFileTypes(['pdf'])).toBe('.pdf');
    expect(acceptOfFileTypes(['jpg', 'png'])).toBe('.jpg,.png');
    expect(acceptOfFileTypes(null)).toBeUndefined();
    expect(acceptOfFileTypes([])).toBeUndefined();
  });

  test('fileExtension reads the last extension of a name, lower case; # and ? are letters of a name, not a url', () => {
    expect(fileExtension('archive.tar.GZ')).toBe('gz');
    expect(fileExtension('readme')).toBe('');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('foto kandidat#1.png')).toBe('png');
    expect(fileExtension('laporan?final.pdf')).toBe('pdf');
  });
});
