import {
  applicationValidationPath,
  articleDetailPath,
  companyDetailPath,
  companyIdOf,
  companyLoginTarget,
  jobDetailPath,
  jobLoginTarget,
  pageLoginTarget,
  sectionPath,
  slugify,
  vacancyCodeOf,
} from './journey-urls';

const vacancy = {
  klobVacancyCode: 'KLV-0001',
  slug: 'frontend-developer',
  corporateId: 'CORP-NUSANTARA',
  corporateSlug: 'pt-nusantara-digital',
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
    ['---', '-'],
  ])('%s -> %s', (name, slug) => expect(slugify(name)).toBe(slug));
});

describe('job detail URL shapes', () => {
  test('S1-2.1-19 a visitor gets /job/{corporateNameSlug}/{corporateId}/{titleSlug}/{id}?id={id}&corporateId={corporateId}', () => {
    expect(jobDetailPath(vacancy, false)).toBe(
      '/job/pt-nusantara-digital/CORP-NUSANTARA/frontend-developer/KLV-0001?id=KLV-0001&corporateId=CORP-NUSANTARA',
    );
  });

  test('S1-2.1-20 a signed-in user gets the same shape under /home/klob-and-co', () => {
    expect(jobDetailPath(vacancy, true)).toBe(
      '/home/klob-and-co/job/pt-nusantara-digital/CORP-NUSANTARA/frontend-developer/KLV-0001?id=KLV-0001&corporateId=CORP-NUSANTARA',
    );
  });

  test('S1-2.1-21 an anonymous vacancy uses /vacancy/klob/{titleSlug}/{id}?id={id}&corporateId=klob, signed in or not', () => {
    const anonymous = { ...vacancy, anonym: true, corporateId: 'klob', corporateSlug: 'klob', slug: 'direktur-risiko' };
    expect(jobDetailPath(anonymous, false)).toBe('/vacancy/klob/direktur-risiko/KLV-0001?id=KLV-0001&corporateId=klob');
    expect(jobDetailPath(anonymous, true)).toBe(jobDetailPath(anonymous, false));
  });

  test('unicode, upper case and reserved characters are encoded in the path', () => {
    const path = jobDetailPath({ ...vacancy, corporateSlug: 'pt-ñandú', slug: 'a/b?c', corporateId: 'CORP-X' }, false);
    expect(path).toBe('/job/pt-%C3%B1and%C3%BA/CORP-X/a%2Fb%3Fc/KLV-0001?id=KLV-0001&corporateId=CORP-X');
  });

  test('the application page path of spec 1 §2.3', () => {
    expect(applicationValidationPath(vacancy)).toBe(
      '/validasi-lamaran-pekerjaan/pt-nusantara-digital/CORP-NUSANTARA/frontend-developer/KLV-0001',
    );
  });
});

describe('parsing the ids back', () => {
  test('the vacancy code from any shape: the path id first, else the query id', () => {
    expect(vacancyCodeOf({ jobvacancyId: 'KLV-0002' }, { id: 'KLV-0009' })).toBe('KLV-0002');
    expect(vacancyCodeOf({ id: 'KLV-0003' }, {})).toBe('KLV-0003');
    expect(vacancyCodeOf({ jobId: 'KLV-0004' }, {})).toBe('KLV-0004');
    expect(vacancyCodeOf({}, { id: 'KLV-0005', corporateId: 'CORP-A' })).toBe('KLV-0005');
    expect(vacancyCodeOf({}, {})).toBeNull();
  });

  test('S3-2-11 S3-2-12 the company id: route parameter corporateId, else the query id', () => {
    expect(companyIdOf({ corporateId: 'CORP-A' }, { id: 'CORP-B' })).toBe('CORP-A');
    expect(companyIdOf({}, { id: 'CORP-B' })).toBe('CORP-B');
    expect(companyIdOf({ dynamicParameter: 'CORP-C' }, {})).toBe('CORP-C');
    expect(companyIdOf({}, {})).toBeNull();
  });
});

describe('section, detail and login target paths', () => {
  test('S1-2.1-17 S1-2.3-05 sections live under /klob-journey for visitors and /home signed in', () => {
    expect(sectionPath('klob-meter', false)).toBe('/klob-journey/klob-meter');
    expect(sectionPath('ensiklobedia', true)).toBe('/home/ensiklobedia');
  });

  test('S1-2.3-06 articles: /detail-ensiklobedia/{goalID} for visitors, /home/ensiklobedia/detail-page/{id} signed in', () => {
    expect(articleDetailPath('ENS-0001', false)).toBe('/detail-ensiklobedia/ENS-0001');
    expect(articleDetailPath('ENS-0001', true)).toBe('/home/ensiklobedia/detail-page/ENS-0001');
  });

  test('S3-2-10 company pages: /company/{name}/{id} for visitors, /home/klob-and-co/company/{name}/{id} signed in', () => {
    expect(companyDetailPath({ corporateId: 'CORP-A', slug: 'pt-a' }, false)).toBe('/company/pt-a/CORP-A');
    expect(companyDetailPath({ corporateId: 'CORP-A', slug: 'pt-a' }, true)).toBe('/home/klob-and-co/company/pt-a/CORP-A');
  });

  test('S1-2.8-03 S1-2.8-04 S1-2.8-05 the login targets of a job page, a company page and any other page', () => {
    expect(jobLoginTarget('KLV-0001', 'CORP-A')).toBe('/home/klob-and-co/job?id=KLV-0001&corporateId=CORP-A');
    expect(companyLoginTarget('CORP-A')).toBe('/home/klob-and-co/company?id=CORP-A');
    expect(pageLoginTarget('/klob-journey/klob-meter/gaji-frontend', '?x=1')).toBe('/home/klob-meter/gaji-frontend?x=1');
    expect(pageLoginTarget('/klob-journey-like/klob-journey')).toBe('/klob-journey-like/home');
  });
});
