import { featuredEventDismissals } from './dismissed-featured-events';

beforeEach(() => window.localStorage.clear());

test('closing one event keeps that event closed, also for a new reader (a later page load), and leaves other events open', () => {
  featuredEventDismissals().close('EVT-A');
  const later = featuredEventDismissals();
  expect(later.isClosed('EVT-A')).toBe(true);
  expect(later.isClosed('EVT-B')).toBe(false);
  expect(window.localStorage.getItem('featuredEventClosed:EVT-A')).toBe('true');
});
