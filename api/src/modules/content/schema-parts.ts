import { Type } from '@sinclair/typebox';

/** Ids in paths and queries: codes like KLV-0001, CORP-NUSANTARA, ENS-0001 or slugs. */
export const idString = (maxLength = 80) => Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]*$' });

/** One value of `values`, or several joined by commas (e.g. workModel=remote,hybrid). */
export const commaListOf = (values: readonly string[]) => {
  const one = `(${values.join('|')})`;
  return Type.String({ pattern: `^${one}(,${one})*$` });
};

export const splitCommaList = (value: string | undefined): string[] | undefined => (value ? [...new Set(value.split(','))] : undefined);

/** A free-text filter; blank means no filter. */
export const searchText = (maxLength = 100) => Type.String({ maxLength });

export const trimmedOrUndefined = (value: string | undefined): string | undefined => value?.trim() || undefined;

/** A string that must be one of `values` (validation message: 'must be equal to one of the allowed values'). */
export const oneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
