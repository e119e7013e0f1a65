import { phoneProblem } from './phone';

describe('phoneProblem', () => {
  test('S3-9-01 S3-5-06 a phone of more than 16 digits is too long; the spaces that group it are not counted', () => {
    expect(phoneProblem('+62 812 3456 7890 1234')).toBe('tooLong');
    expect(phoneProblem('12345678901234567')).toBe('tooLong');
    expect(phoneProblem('+62 812 3456 7890')).toBeNull();
    expect(phoneProblem('+6281234567890')).toBeNull();
  });

  test('S3-5-07 a phone off the international pattern has a format problem', () => {
    expect(phoneProblem('0812-abc')).toBe('format');
    expect(phoneProblem('12-34')).toBe('format');
    expect(phoneProblem('+62 812 3456 789012')).toBe('format');
    expect(phoneProblem('081234567890')).toBeNull();
    expect(phoneProblem('(021) 555-1234')).toBeNull();
    expect(phoneProblem('0812 3456 7890')).toBeNull();
  });
});
