import { jobListStateOf } from './job-list-state';

const filters = (fields: object) => ({ keyword: '', location: '', workModel: '', jobLevel: '', page: 1, ...fields });

test('S1-2.1-22 /jobs reads q, work_model and job_level (and page) from the query', () => {
  expect(jobListStateOf({}, { q: 'teller', work_model: 'remote', job_level: 'entry', page: '3' })).toEqual({
    mode: 'list',
    filters: filters({ keyword: 'teller', workModel: 'remote', jobLevel: 'entry', page: 3 }),
  });
  expect(jobListStateOf({}, { work_model: 'moon', job_level: 'king', page: '-1' })).toEqual({ mode: 'list', filters: filters({}) });
});

test('S1-2.1-23 S1-2.1-24 a keyword path with an optional location takes the same query', () => {
  expect(jobListStateOf({ dynamicParameter: 'lowongan-kerja-data-analyst-di-bandung' }, { work_model: 'hybrid' })).toEqual({
    mode: 'list',
    filters: filters({ keyword: 'data analyst', location: 'bandung', workModel: 'hybrid' }),
  });
  expect(jobListStateOf({ dynamicParameter: 'lowongan-kerja-teller' }, { q: 'kasir' })).toEqual({
    mode: 'list',
    filters: filters({ keyword: 'kasir' }),
  });
});

test('S1-2.1-25 a parameter beginning with perusahaan is a company page, not a location search', () => {
  expect(jobListStateOf({ dynamicParameter: 'perusahaan-nusantara-digital' }, { job_level: 'manager' })).toEqual({
    mode: 'company',
    companySlug: 'nusantara-digital',
    filters: filters({ jobLevel: 'manager' }),
  });
  expect(jobListStateOf({ dynamicParameter: 'loker-jakarta' }, {})).toEqual({ mode: 'unknown' });
});
