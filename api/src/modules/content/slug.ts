/** URL slug of a name: lower case, words joined by '-', a leading PT/CV dropped (as core does for companies). */
export const slugify = (name: string): string =>
  name
    .toLowerCase()
    .replace(/^(pt|cv)\s+/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
