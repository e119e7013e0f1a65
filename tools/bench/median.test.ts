import { median } from './median';

test('the middle of an odd count, whatever the order', () => {
  expect(median([3200, 900, 1500])).toBe(1500);
  expect(median([5, 1, 4, 2, 3])).toBe(3);
});

test('the mean of the two middle values of an even count', () => {
  expect(median([10, 40, 20, 30])).toBe(25);
});

test('NaN when nothing was measured', () => {
  expect(median([])).toBeNaN();
});
