import { JOB_SHORT_HASH_PATTERN, jobCodeOfShortHash, jobShortHash, jobShortPath } from './index';

describe('short job links', () => {
  it('turns a job code into a base-62 hash and back', () => {
    for (const code of ['KLV-0001', 'KLP-0016', 'A1', 'x_y.z-9']) {
      const hash = jobShortHash(code);
      expect(hash).toMatch(JOB_SHORT_HASH_PATTERN);
      expect(jobCodeOfShortHash(hash)).toBe(code);
    }
    expect(jobShortPath('KLV-0001')).toBe(`/${jobShortHash('KLV-0001')}`);
  });

  it('gives different jobs different hashes', () => {
    expect(jobShortHash('KLV-0001')).not.toBe(jobShortHash('KLV-0002'));
  });

  it('reads no job code from what is not the hash of one', () => {
    for (const notAHash of ['', 'a', 'has-hyphen', 'chevronx', 'abc/def', 'x'.repeat(61)]) {
      expect(jobCodeOfShortHash(notAHash)).toBeNull();
    }
  });
});
