import { HOME_PAGE_PATHS } from '@klob/shared/constants';
import { JOURNEY_ROUTES, journeyPageFor } from './journey-routes';
import { JOURNEY_PUBLISHED_ROUTES } from '../routes';

const pageOf = (pathname: string) => journeyPageFor(pathname)?.page;
const sameAs = (pathname: string) => pageOf(pathname);

test('every journey path of spec 1 §2.1 and §2.3 has a page; visitor and signed-in paths share it', () => {
  expect(pageOf('/klob-journey/klob-meter')).toBe(sameAs('/home/klob-meter'));
  expect(pageOf('/klob-journey/klob-and-co')).toBe(sameAs('/home/klob-and-co'));
  expect(pageOf('/klob-journey/kaleidosklob/KAL-0001')).toBe(sameAs('/home/kaleidosklob/KAL-0001'));
  expect(pageOf('/detail-ensiklobedia/ENS-0001')).toBe(sameAs('/home/ensiklobedia/detail-page/ENS-0001'));
  expect(pageOf('/job/pt-a/CORP-A/dev/KLV-0001')).toBe(sameAs('/vacancy/klob/dev/KLV-0001'));
  expect(pageOf('/home/klob-and-co/job')).toBe(sameAs('/home/klob-and-co/job/pt-a/CORP-A/dev/KLV-0001'));
  // The anonymous shape under /job and /home/klob-and-co/job, as other remotes' links write it.
  expect(pageOf('/job/vacancy/klob/dev/KLV-0001')).toBe(sameAs('/vacancy/klob/dev/KLV-0001'));
  expect(journeyPageFor('/home/klob-and-co/job/vacancy/klob/dev/KLV-0001')?.params.jobvacancyId).toBe('KLV-0001');
  expect(pageOf('/companies/CORP-A')).toBe(sameAs('/home/klob-and-co/company/pt-a/CORP-A'));
  for (const path of [
    '/validasi-lamaran-pekerjaan/a/b/c/d',
    '/home/kloboard/applied-jobs',
    '/klob-journey',
    '/klob-journey/ensiklobedia/',
  ]) {
    expect(pageOf(path)).toBeDefined();
  }
});

test('the route params come from the pattern that matched, decoded', () => {
  expect(journeyPageFor('/job/pt-%C3%B1/CORP-A/dev/KLV-0001')?.params).toEqual({
    corporateName: 'pt-ñ',
    corporateId: 'CORP-A',
    positionName: 'dev',
    jobvacancyId: 'KLV-0001',
  });
  expect(journeyPageFor('/home/klob-and-co/company/pt-a/CORP-A')?.params).toEqual({ corporateName: 'pt-a', corporateId: 'CORP-A' });
});

test('a path mf-journey has no page for (or a malformed escape) answers null', () => {
  expect(journeyPageFor('/home/no-such-page')).toBeNull();
  expect(journeyPageFor('/job/%E0%A4%A/CORP-A/dev/KLV-1')).toBeNull();
  expect(JOURNEY_ROUTES.length).toBeGreaterThan(5);
});

test('the shell routes exactly the /home pages mf-journey has (HOME_PAGE_PATHS): each has a page, none is missing from the list', () => {
  const sample = (pattern: string) => pattern.replace(/:[^/]+/g, 'X-1');
  for (const path of HOME_PAGE_PATHS) expect(journeyPageFor(sample(path))?.pattern).toBe(path);
  const homePatterns = JOURNEY_ROUTES.flatMap((route) => route.patterns).filter((pattern) => pattern.startsWith('/home/'));
  expect([...homePatterns].sort()).toEqual([...HOME_PAGE_PATHS].sort());
});

test('no route without a page: every route mf-journey publishes has its page, and every page pattern is published', () => {
  const sample = (pattern: string) => pattern.replace(/:[^/]+/g, 'X-1');
  for (const { path } of JOURNEY_PUBLISHED_ROUTES) expect([path, journeyPageFor(sample(path))?.pattern]).toEqual([path, path]);
  const published = JOURNEY_PUBLISHED_ROUTES.map(({ path }) => path).sort();
  expect(published).toEqual([...new Set(JOURNEY_ROUTES.flatMap((route) => route.patterns))].sort());
});
