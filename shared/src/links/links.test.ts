import { applicationPath, companyDetailPath, companySlug, jobDetailPath, slugify } from './index';

const vacancy = {
  klobVacancyCode: 'KLV-0001',
  slug: 'frontend-developer',
  corporateId: 'CORP-NUSANTARA',
  corporateSlug: 'nusantara-digital',
  anonym: false,
};

describe('slugify', () => {
  test.each([
    ['Frontend Developer', 'frontend-developer'],
    ['UI/UX Designer', 'ui-ux-designer'],
    ['  PT. Maju--Jaya  ', 'pt-maju-jaya'],
    ['KOPERASI ÉLITE', 'koperasi-elite'],
    ['Désainer Batik (Senior)', 'desainer-batik-senior'],
    ['日本語 エンジニア', '日本語-エンジニア'],
    ['---', ''],
  ])('%s -> %s', (name, slug) => expect(slugify(name)).toBe(slug));

  test.each([
    ['PT Nusantara Digital', 'nusantara-digital'],
    ['PT. Maju Jaya', 'maju-jaya'],
    ['cv Sinar Abadi', 'sinar-abadi'],
    ['Ptolemy Labs', 'ptolemy-labs'],
  ])('company %s -> %s', (name, slug) => expect(companySlug(name)).toBe(slug));
});

describe('job detail URL shapes', () => {
  test('S1-2.1-19 a visitor gets /job/{corporateNameSlug}/{corporateId}/{titleSlug}/{id}?id={id}&corporateId={corporateId}', () => {
    expect(jobDetailPath(vacancy, false)).toBe(
      '/job/nusantara-digital/CORP-NUSANTARA/frontend-developer/KLV-0001?id=KLV-0001&corporateId=CORP-NUSANTARA',
    );
  });

  test('S1-2.1-20 a signed-in user gets the same shape under /home/klob-and-co', () => {
    expect(jobDetailPath(vacancy, true)).toBe(
      '/home/klob-and-co/job/nusantara-digital/CORP-NUSANTARA/frontend-developer/KLV-0001?id=KLV-0001&corporateId=CORP-NUSANTARA',
    );
  });

  test('S1-2.1-21 an anonymous vacancy uses /vacancy/klob/{titleSlug}/{id}?id={id}&corporateId=klob, signed in or not', () => {
    const anonymous = { ...vacancy, anonym: true, corporateId: 'klob', corporateSlug: 'klob', slug: 'direktur-risiko' };
    expect(jobDetailPath(anonymous, false)).toBe('/vacancy/klob/direktur-risiko/KLV-0001?id=KLV-0001&corporateId=klob');
    expect(jobDetailPath(anonymous, true)).toBe(jobDetailPath(anonymous, false));
  });

  test('unicode, upper case and reserved characters are encoded in the path; a missing slug falls back to the ids', () => {
    const path = jobDetailPath({ ...vacancy, corporateSlug: 'pt-ñandú', slug: 'a/b?c', corporateId: 'CORP-X' }, false);
    expect(path).toBe('/job/pt-%C3%B1and%C3%BA/CORP-X/a%2Fb%3Fc/KLV-0001?id=KLV-0001&corporateId=CORP-X');
    expect(jobDetailPath({ ...vacancy, slug: '', corporateSlug: '' }, false)).toBe(
      '/job/CORP-NUSANTARA/CORP-NUSANTARA/klv-0001/KLV-0001?id=KLV-0001&corporateId=CORP-NUSANTARA',
    );
  });
});

test('S3-2-10 company detail: /company/{name}/{id} for visitors, under /home/klob-and-co signed in', () => {
  const company = { corporateId: 'CORP-NUSANTARA', corporateSlug: 'nusantara-digital' };
  expect(companyDetailPath(company, false)).toBe('/company/nusantara-digital/CORP-NUSANTARA');
  expect(companyDetailPath(company, true)).toBe('/home/klob-and-co/company/nusantara-digital/CORP-NUSANTARA');
});

test('the application page path of spec 1 §2.3', () => {
  expect(applicationPath(vacancy)).toBe('/validasi-lamaran-pekerjaan/nusantara-digital/CORP-NUSANTARA/frontend-developer/KLV-0001');
});
