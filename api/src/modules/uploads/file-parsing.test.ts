import { decodeBase64 } from './base64.js';
import { fileKeyFrom, newFileKey, parseFilename } from './file-key.js';
import { mp4DurationSeconds } from './mp4-duration.js';
import { mp4File } from './test-files.js';

describe('file names and keys', () => {
  test('S3-5-24 a file name keeps only alphanumerics, loses its folders and lower-cases its extension', () => {
    expect(parseFilename('../../etc/passwd')).toEqual({ baseName: 'passwd', extension: '' });
    expect(parseFilename('..\\..\\Résumé final (v2).PDF')).toEqual({ baseName: 'Rsumfinalv2', extension: 'pdf' });
    expect(parseFilename('archive.tar.gz')).toEqual({ baseName: 'archivetar', extension: 'gz' });
    expect(parseFilename('weird.p$f')).toEqual({ baseName: 'weird', extension: '' });
    expect(parseFilename('x'.repeat(300) + '.png').baseName).toHaveLength(64);
  });

  test('keys are unique and only keys or their /files urls name a stored file', () => {
    const key = newFileKey({ baseName: 'cv', extension: 'pdf' });
    expect(newFileKey({ baseName: 'cv', extension: 'pdf' })).not.toBe(key);
    expect(fileKeyFrom(key)).toBe(key);
    expect(fileKeyFrom(`/files/${key}`)).toBe(key);
    expect(fileKeyFrom(`https://klob.example/files/${key}`)).toBe(key);
    expect(fileKeyFrom(`/files/../${key}`)).toBeNull();
    expect(fileKeyFrom('../../package.json')).toBeNull();
    expect(fileKeyFrom(`${key}/../../x`)).toBeNull();
  });
});

describe('base64', () => {
  test('decodes padded and unpadded text, with or without a data-url prefix', () => {
    expect(decodeBase64('aGVsbG8=')?.toString()).toBe('hello');
    expect(decodeBase64('aGVsbG8')?.toString()).toBe('hello');
    expect(decodeBase64('data:text/plain;base64,aGVs\nbG8=')?.toString()).toBe('hello');
  });

  test('refuses empty text, foreign characters and impossible lengths', () => {
    expect(decodeBase64('')).toBeNull();
    expect(decodeBase64('aGVs-bG8')).toBeNull();
    expect(decodeBase64('aGVsb')).toBeNull();
    expect(decodeBase64('aGVsbG8==x')).toBeNull();
  });
});

describe('mp4 duration', () => {
  test('S3-5-20 reads the movie header duration in seconds, or null without one', () => {
    expect(mp4DurationSeconds(mp4File(42.5))).toBe(42.5);
    expect(mp4DurationSeconds(Buffer.from('not a movie at all'))).toBeNull();
  });
});
