import { companyJobListUrl, jobListParameter, jobListUrl, parseJobListParameter } from './job-list-path';
import { keywordSlug, keywordOfSlug } from './slug';

describe('keywordSlug', () => {
  test.each([
    ['Frontend Developer', 'frontend-developer'],
    ['  UI/UX   Designer ', 'ui-ux-designer'],
    ['Front-End Developer', 'front-end-developer'],
    ['STAF GUDANG', 'staf-gudang'],
    ['Chef de Partie (Hotel)', 'chef-de-partie-hotel'],
    ['Kafé Barista', 'kafé-barista'],
    ['Ingeniería Software', 'ingeniería-software'],
    ['数据 分析', '数据-分析'],
    ['C++ / C# Engineer', 'c-c-engineer'],
    ['---', ''],
    ['', ''],
  ])('%j -> %j', (text, slug) => expect(keywordSlug(text)).toBe(slug));

  test('decomposed accents become the composed letter', () => expect(keywordSlug('Cafe\u0301')).toBe('café'));
  test('keywordOfSlug gives the words back', () => expect(keywordOfSlug('front-end--developer')).toBe('front end developer'));
});

describe('parseJobListParameter', () => {
  test.each([
    ['lowongan-kerja-frontend-developer', 'frontend developer', null],
    ['lowongan-kerja-frontend-developer-di-jakarta', 'frontend developer', 'jakarta'],
    ['lowongan-kerja-staf-gudang-di-jakarta-selatan', 'staf gudang', 'jakarta selatan'],
    ['LOWONGAN-KERJA-Data-Analyst-DI-Bandung', 'data analyst', 'bandung'],
    ['lowongan-kerja-kerja-di-rumah-di-bandung', 'kerja di rumah', 'bandung'],
    ['lowongan-kerja-front-end-developer-di-daerah-khusus-ibukota', 'front end developer', 'daerah khusus ibukota'],
    ['lowongan-kerja-kaf%C3%A9-barista-di-bal%C3%AD', 'kafé barista', 'balí'],
    ['lowongan-kerja-kafé-barista', 'kafé barista', null],
    ['lowongan-kerja-teller-di-', 'teller', null],
  ])('%s -> keyword %j, location %j', (parameter, keyword, location) => {
    expect(parseJobListParameter(parameter)).toEqual({ kind: 'keyword', keyword, location });
  });

  test.each([
    ['perusahaan-nusantara-digital', 'nusantara-digital'],
    ['Perusahaan-Nusantara-Digital', 'nusantara-digital'],
    ['perusahaan-bank-di-jakarta', 'bank-di-jakarta'],
  ])('%s is a company page, not a location search', (parameter, companySlug) => {
    expect(parseJobListParameter(parameter)).toEqual({ kind: 'company', companySlug });
  });

  test.each(['perusahaan', 'perusahaan-', 'perusahaanku-x', 'lowongan-kerja-', 'lowongan-kerja---', 'loker-jakarta', '', '%E0%A4%A'])(
    '%j is neither a keyword nor a company page',
    (parameter) => expect(parseJobListParameter(parameter)).toEqual({ kind: 'unknown' }),
  );
});

describe('jobListParameter and jobListUrl', () => {
  test.each([
    ['Frontend Developer', '', 'lowongan-kerja-frontend-developer'],
    ['Frontend Developer', 'Jakarta Selatan', 'lowongan-kerja-frontend-developer-di-jakarta-selatan'],
    ['Front-End Developer', 'DKI Jakarta', 'lowongan-kerja-front-end-developer-di-dki-jakarta'],
    ['kerja di rumah', 'Bandung', 'lowongan-kerja-kerja-di-rumah-di-bandung'],
    ['Kafé Barista', 'Balí', 'lowongan-kerja-kafé-barista-di-balí'],
  ])('%j in %j -> %s, read back the same', (keyword, location, parameter) => {
    expect(jobListParameter(keyword, location)).toBe(parameter);
    expect(parseJobListParameter(encodeURIComponent(parameter))).toEqual({
      kind: 'keyword',
      keyword: keywordOfSlug(keywordSlug(keyword)),
      location: location ? keywordOfSlug(keywordSlug(location)) : null,
    });
  });

  test.each([
    ['', 'Jakarta'],
    ['kerja di rumah', ''],
    ['di', ''],
    ['teller', 'kota di utara'],
    ['***', ''],
  ])('%j in %j cannot be a path', (keyword, location) => expect(jobListParameter(keyword, location)).toBeNull());

  test('filters go in the query; the keyword goes to q when the path cannot hold it', () => {
    expect(jobListUrl({ keyword: 'Data Analyst', location: 'Bandung', workModel: 'remote', jobLevel: 'entry', page: 2 })).toBe(
      '/jobs/lowongan-kerja-data-analyst-di-bandung?work_model=remote&job_level=entry&page=2',
    );
    expect(jobListUrl({ keyword: 'kerja di rumah' })).toBe('/jobs?q=kerja+di+rumah');
    expect(jobListUrl({ workModel: 'hybrid', page: 1 })).toBe('/jobs?work_model=hybrid');
    expect(jobListUrl({})).toBe('/jobs');
    expect(jobListUrl({ keyword: 'Kafé' })).toBe('/jobs/lowongan-kerja-kaf%C3%A9');
  });

  test('a company job list is /jobs/perusahaan-{slug}', () => {
    expect(companyJobListUrl('nusantara-digital')).toBe('/jobs/perusahaan-nusantara-digital');
    expect(parseJobListParameter('perusahaan-nusantara-digital')).toEqual({ kind: 'company', companySlug: 'nusantara-digital' });
  });
});
