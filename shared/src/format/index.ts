/** Pure formatters (spec 1 §9, spec 2 §9). React-free. */
export * from './currency';
export * from './compact-number';
export * from './time-ago';
export * from './duration';
export * from './file-size';
export * from './percent';
export * from './time';
export { groupThousands } from './digits';
