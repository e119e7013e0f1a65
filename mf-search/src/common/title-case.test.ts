import { titleCase } from './title-case';

test('the words of a slug read as a title: first letters up, the rest as typed', () => {
  expect(titleCase('data analyst')).toBe('Data Analyst');
  expect(titleCase('front-end developer')).toBe('Front-End Developer');
  expect(titleCase('UI/UX designer')).toBe('UI/UX Designer');
  expect(titleCase('élan kafé')).toBe('Élan Kafé');
  expect(titleCase('')).toBe('');
});
