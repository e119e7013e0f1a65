import { FILE_SIZE_UNITS, formatFileSize } from './file-size';

describe('formatFileSize', () => {
  test('S1-9-23 uses units from Bytes up to YB', () => {
    expect(FILE_SIZE_UNITS).toEqual(['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB']);
    expect(FILE_SIZE_UNITS.map((_, power) => formatFileSize(1024 ** power))).toEqual([
      '1 Bytes',
      '1 KB',
      '1 MB',
      '1 GB',
      '1 TB',
      '1 PB',
      '1 EB',
      '1 ZB',
      '1 YB',
    ]);
  });

  test('S1-9-23 formats with up to two decimals, 1024 apart', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(500)).toBe('500 Bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(2_097_152)).toBe('2 MB');
    expect(formatFileSize(1_234_567)).toBe('1.18 MB');
    expect(formatFileSize(1_234_567, 0)).toBe('1 MB');
  });

  test('stays in YB beyond it; negative or unreadable sizes read 0 Bytes', () => {
    expect(formatFileSize(2048 * 1024 ** 8)).toBe('2048 YB');
    expect(formatFileSize(-1)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
  });
});
