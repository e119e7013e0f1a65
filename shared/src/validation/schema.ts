/**
 * A small schema language: one schema gives a value's TypeScript type (`Infer<typeof schema>`) and its
 * run-time check (`schema.is(value)`), so the two cannot drift. Checks go deep (every field of every
 * nested object); keys a schema does not name are allowed. Every schema is frozen.
 */
export interface Schema<T> {
  is(value: unknown): value is T;
}

/** The type a schema checks for. */
export type Infer<S> = S extends Schema<infer T> ? T : never;

/** Marks an object field that may be absent (`key?: T`). */
export interface OptionalSchema<T> extends Schema<T | undefined> {
  readonly optional: true;
}

type Shape = Record<string, Schema<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends OptionalSchema<unknown> ? K : never }[keyof S];
type Flat<T> = { [K in keyof T]: T[K] };
export type ObjectOf<S extends Shape> = Flat<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & { [K in OptionalKeys<S>]?: Infer<S[K]> }
>;

const schema = <T>(is: (value: unknown) => boolean): Schema<T> => Object.freeze({ is: is as Schema<T>['is'] });

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const string = (): Schema<string> => schema((value) => typeof value === 'string');

export const boolean = (): Schema<boolean> => schema((value) => typeof value === 'boolean');

/** A finite number; `integer` and `min` narrow it (a count is `number({ integer: true, min: 0 })`). */
export const number = ({ integer = false, min = -Infinity }: { integer?: boolean; min?: number } = {}): Schema<number> =>
  schema((value) => typeof value === 'number' && Number.isFinite(value) && (!integer || Number.isInteger(value)) && value >= min);

/** One of the given values, compared with `===`. */
export const literal = <const Values extends readonly (string | number | boolean)[]>(...values: Values): Schema<Values[number]> =>
  schema((value) => (values as readonly unknown[]).includes(value));

export const optional = <T>(inner: Schema<T>): OptionalSchema<T> =>
  Object.freeze({ optional: true as const, is: (value: unknown): value is T | undefined => value === undefined || inner.is(value) });

export const nullable = <T>(inner: Schema<T>): Schema<T | null> => schema((value) => value === null || inner.is(value));

export const array = <T>(item: Schema<T>): Schema<T[]> => schema((value) => Array.isArray(value) && value.every((entry) => item.is(entry)));

export const object = <S extends Shape>(shape: S): Schema<ObjectOf<S>> => {
  const fields = Object.entries(shape);
  return schema((value) => isPlainObject(value) && fields.every(([key, field]) => field.is(value[key])));
};

/** A value the schema language cannot describe (a function, a type guard that exists already): its check written by hand. */
export const custom = <T>(is: (value: unknown) => boolean): Schema<T> => schema(is);
