import { createShellStorage } from '../../auth/shell-storage';
import { utmOf } from './utm';

const storageWith = (values: Record<string, string>) => {
  const map = new Map(Object.entries(values));
  return createShellStorage({
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  });
};

test('the URL campaign wins; the stored one fills what the URL lacks; none stays undefined', () => {
  const storage = storageWith({ utm_source: 'stored-source', utm_campaign: 'stored-campaign' });
  expect(utmOf(new URLSearchParams('utm_source=newsletter&utm_medium=email'), storage)).toEqual({
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'stored-campaign',
  });
  expect(utmOf(new URLSearchParams(''), storageWith({}))).toEqual({ utmSource: undefined, utmMedium: undefined, utmCampaign: undefined });
});
