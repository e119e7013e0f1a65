import { PLAIN_NAME_FORMAT, isPlainName } from './plain-name.js';
import { SAFE_URL_FORMAT, isSafeUrl } from './safe-url.js';

/** The part of ajv this file uses (ajv itself is Fastify's dependency, not the api's). */
interface FormatRegistry {
  addFormat(name: string, format: { type: 'string'; validate: (value: string) => boolean }): unknown;
}

/** Registers the api's own string formats with the schema validator (a Fastify ajv plugin). */
export function addTextFormats<Validator extends FormatRegistry>(ajv: Validator): Validator {
  ajv.addFormat(SAFE_URL_FORMAT, { type: 'string', validate: isSafeUrl });
  ajv.addFormat(PLAIN_NAME_FORMAT, { type: 'string', validate: isPlainName });
  return ajv;
}
