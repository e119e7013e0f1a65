/** Each word's first letter in upper case, the rest untouched: 'data analyst di jakarta' -> 'Data Analyst Di Jakarta'. */
export const titleCase = (text: string): string =>
  text.replace(/(^|[\s-])(\p{Ll})/gu, (_, before: string, letter: string) => `${before}${letter.toLocaleUpperCase('id')}`);
