import type { FastifyError, FastifyInstance } from 'fastify';
import { errorEnvelope, HttpError as ContractHttpError } from '@klob/shared/api-contract/envelope';

/**
 * An error a handler throws on purpose: the shared HttpError (one class for api and clients),
 * made from the status, message and optional code the answer carries.
 */
export class HttpError extends ContractHttpError {
  constructor(status: number, message: string, code?: string) {
    super(status, message, errorEnvelope(status, message, code));
  }
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, code);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);

function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const where = error.validationContext ?? 'request';
  const field =
    first.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
    (typeof first.params?.missingProperty === 'string' ? first.params.missingProperty : '') ||
    (typeof first.params?.additionalProperty === 'string' ? first.params.additionalProperty : '');
  return field ? `${where}.${field} ${first.message ?? 'is invalid'}` : `${where} ${first.message ?? 'is invalid'}`;
}

/** Every failure answers `{ status, message, result: null }`; nothing a client sends yields a stack trace. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ContractHttpError, request, reply) => {
    if (error instanceof ContractHttpError) {
      return reply.status(error.status).send(errorEnvelope(error.status, error.message, error.code));
    }
    if (error.validation) {
      return reply.status(400).send({ status: 400, message: describeValidation(error), result: null });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    const message = status === 500 ? 'Internal server error' : error.message;
    return reply.status(status).send({ status, message, result: null });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ status: 404, message: `No route ${request.method} ${request.url.split('?')[0]}`, result: null }),
  );
}
