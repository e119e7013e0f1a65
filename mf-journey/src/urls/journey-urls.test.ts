import {
  articleDetailPath,
  companyIdOf,
  companyLoginTarget,
  jobLoginTarget,
  pageLoginTarget,
  sectionPath,
  vacancyCodeOf,
} from './journey-urls';

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

  test('S1-2.8-03 S1-2.8-04 S1-2.8-05 the login targets of a job page, a company page and any other page', () => {
    expect(jobLoginTarget('KLV-0001', 'CORP-A')).toBe('/home/klob-and-co/job?id=KLV-0001&corporateId=CORP-A');
    expect(companyLoginTarget('CORP-A')).toBe('/home/klob-and-co/company?id=CORP-A');
    expect(pageLoginTarget('/klob-journey/klob-meter/gaji-frontend', '?x=1')).toBe('/home/klob-meter/gaji-frontend?x=1');
    expect(pageLoginTarget('/klob-journey-like/klob-journey')).toBe('/klob-journey-like/home');
  });
});
