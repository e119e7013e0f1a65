import type { SuggestionItem } from '@klob/shared/api-contract/search';
import { companyDetailUrl, jobDetailUrl, searchPageUrl, suggestionTargetUrl } from './target-urls';

const item = (fields: Partial<SuggestionItem>): SuggestionItem => ({
  text: 'Frontend Developer',
  type: 'jobVacancy',
  id: 'KLV-0001',
  thumbnailUrl: null,
  anonym: false,
  corporateId: 'CORP-NUSANTARA',
  corporateName: 'PT Nusantara Digital',
  ...fields,
});

test('job links follow the shapes of spec 1 §2.1, anonymous and signed in included', () => {
  expect(suggestionTargetUrl(item({}), false)).toBe(
    '/job/nusantara-digital/CORP-NUSANTARA/frontend-developer/KLV-0001?id=KLV-0001&corporateId=CORP-NUSANTARA',
  );
  expect(suggestionTargetUrl(item({}), true)).toBe(
    '/home/klob-and-co/job/nusantara-digital/CORP-NUSANTARA/frontend-developer/KLV-0001?id=KLV-0001&corporateId=CORP-NUSANTARA',
  );
  const anonymous = item({ text: 'Direktur Risiko', id: 'KLV-0040', anonym: true, corporateId: 'klob', corporateName: 'Klob' });
  expect(suggestionTargetUrl(anonymous, false)).toBe('/vacancy/klob/direktur-risiko/KLV-0040?id=KLV-0040&corporateId=klob');
  expect(suggestionTargetUrl(anonymous, true)).toBe('/vacancy/klob/direktur-risiko/KLV-0040?id=KLV-0040&corporateId=klob');
  expect(jobDetailUrl({ id: 'K 1', title: 'Kafé', corporateId: 'C1', corporateName: 'Ümit', anonym: false }, false)).toBe(
    '/job/umit/C1/kafe/K%201?id=K+1&corporateId=C1',
  );
});

test('journey suggestions lead to their logged-out pages, or under /home when signed in', () => {
  expect(suggestionTargetUrl(item({ type: 'klobmeter', id: 'gaji-jakarta' }), false)).toBe('/klob-journey/klob-meter/gaji-jakarta');
  expect(suggestionTargetUrl(item({ type: 'klobmeter', id: 'gaji-jakarta' }), true)).toBe('/home/klob-meter/gaji-jakarta');
  expect(suggestionTargetUrl(item({ type: 'ensiklobedia', id: 'ENS-0002' }), false)).toBe('/detail-ensiklobedia/ENS-0002');
  expect(suggestionTargetUrl(item({ type: 'ensiklobedia', id: 'ENS-0002' }), true)).toBe('/home/ensiklobedia/detail-page/ENS-0002');
  expect(suggestionTargetUrl(item({ type: 'kaleidosklob', id: 'KAL-1' }), false)).toBe('/klob-journey/kaleidosklob/KAL-1');
  expect(suggestionTargetUrl(item({ type: 'kaleidosklob', id: 'KAL-1' }), true)).toBe('/home/kaleidosklob/KAL-1');
});

test('company links: /company/{name}/{id}, signed in /home/klob-and-co/company/{name}/{id}', () => {
  const company = { corporateId: 'CORP-BATIK', corporateName: 'CV Batik Kencana' };
  expect(companyDetailUrl(company, false)).toBe('/company/batik-kencana/CORP-BATIK');
  expect(companyDetailUrl(company, true)).toBe('/home/klob-and-co/company/batik-kencana/CORP-BATIK');
  expect(searchPageUrl('ui/ux & co')).toBe('/search?q=ui%2Fux+%26+co');
});
