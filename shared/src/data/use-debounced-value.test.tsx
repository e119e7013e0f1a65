import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('gives the value once it has stayed the same for the delay; every change restarts the wait', () => {
  const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), { initialProps: { value: 'd' } });
  expect(result.current).toBe('d');

  rerender({ value: 'de' });
  act(() => jest.advanceTimersByTime(400));
  rerender({ value: 'dev' });
  act(() => jest.advanceTimersByTime(499));
  expect(result.current).toBe('d');
  act(() => jest.advanceTimersByTime(1));
  expect(result.current).toBe('dev');
});

test('a delay of 0 settles on the last value of a burst in the next task', () => {
  const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 0), { initialProps: { value: 1 } });
  rerender({ value: 2 });
  rerender({ value: 3 });
  expect(result.current).toBe(1);
  act(() => jest.advanceTimersByTime(0));
  expect(result.current).toBe(3);
});
