import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

/** A numeral too large for a double ('1e309') that schema coercion would turn into Infinity. */
const isOverflowingNumeral = (value: string) =>
  /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(value.trim()) && !Number.isFinite(Number(value));

function findNonFinite(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (typeof value === 'string') return isOverflowingNumeral(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 8) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = findNonFinite(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Ajv's type coercion accepts '1e309' as an integer (Infinity passes its
 * range checks), and JSON.parse reads 1e309 as Infinity. Such numbers are
 * refused before validation, for every route, with the field named.
 */
export function refuseNonFiniteNumbers(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['querystring', request.query],
      ['params', request.params],
      ['body', request.body],
    ] as const) {
      const field = findNonFinite(value, '');
      if (field !== null) throw badRequest(`${where}${field ? `.${field}` : ''} must be a finite number`);
    }
  });
}
