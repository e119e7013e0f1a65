import { phoneProblem } from './phone';

describe('phoneProblem', () => {
  test('S3-9-01 a phone over 16 characters is too long', () => {
    expect(phoneProblem('+62 812 3456 78901')).toBe('tooLong');
    expect(phoneProblem('+6281234567890')).toBeNull();
  });

  test('S3-5-07 a phone off the international pattern has a format problem', () => {
    expect(phoneProblem('0812-abc')).toBe('format');
    expect(phoneProblem('081234567890')).toBeNull();
  });
});
