import { Type, type StringOptions } from '@sinclair/typebox';

/**
 * The JSON-schema format of a person's or company's name: text without markup, so a
 * name can never carry a tag into a page that shows it (the company admin's chat list,
 * greetings, survey answers; issue 6, hole 5). A 400 names it:
 * `body.firstName must match format "name-without-markup"`.
 */
export const PLAIN_NAME_FORMAT = 'name-without-markup';

/** Angle brackets (any tag or comment), and control characters that have no place in a name. */
const MARKUP_OR_CONTROL = /[<>\p{Cc}]/u;

export const isPlainName = (value: string): boolean => !MARKUP_OR_CONTROL.test(value);

/** A string schema holding a name of the format above. */
export const plainNameField = (options: StringOptions = {}) => Type.String({ ...options, format: PLAIN_NAME_FORMAT });
