import { userTimeZone } from './request-headers';

describe('userTimeZone', () => {
  afterEach(() => {
    delete (globalThis as { Temporal?: unknown }).Temporal;
    jest.restoreAllMocks();
  });

  it('reads the zone from Temporal where the browser has it, without a date formatter', () => {
    (globalThis as { Temporal?: unknown }).Temporal = { Now: { timeZoneId: () => 'Asia/Jayapura' } };
    const formatter = jest.spyOn(Intl, 'DateTimeFormat');
    expect(userTimeZone()).toBe('Asia/Jayapura');
    expect(formatter).not.toHaveBeenCalled();
  });

  it('reads it from Intl where the browser has no Temporal', () => {
    expect(userTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
