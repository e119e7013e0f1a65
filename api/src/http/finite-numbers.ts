import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

/** No schema of the api nests deeper; a value below this depth is not looked into. */
const MAX_DEPTH = 12;

type PathStep = string | number;

/**
 * The path to the first number that is not finite, or null. Steps are collected only on the way
 * back from a hit, so a clean value costs no string at all (issue 22: one string per element of
 * an 11 MB array froze the api for ten seconds).
 */
function nonFiniteAt(value: unknown, depth: number): PathStep[] | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : [];
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const inner = nonFiniteAt(value[index], depth + 1);
      if (inner) return [index, ...inner];
    }
    return null;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const inner = nonFiniteAt((value as Record<string, unknown>)[key], depth + 1);
    if (inner) return [key, ...inner];
  }
  return null;
}

/**
 * Ajv's type coercion accepts '1e309' as a number or an integer (Infinity passes its range checks),
 * and JSON.parse reads 1e309 as Infinity. Such numbers are refused with the field named, after
 * validation: by then the body is within its route's size limit and the schema has bounded its
 * shape, so the walk is short (issue 22); a number field coerced from '1e309' is Infinity here.
 */
export function refuseNonFiniteNumbers(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const [where, value] of [
      ['querystring', request.query],
      ['params', request.params],
      ['body', request.body],
    ] as const) {
      const path = nonFiniteAt(value, 0);
      if (path !== null) throw badRequest(`${[where, ...path].join('.')} must be a finite number`);
    }
  });
}
