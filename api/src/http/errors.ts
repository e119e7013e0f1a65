import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ACCESS_ERROR_CODES } from '@klob/shared/api-contract/access';
import { errorEnvelope, HttpError as ContractHttpError } from '@klob/shared/api-contract/envelope';
import { UPLOAD_MESSAGES } from '@klob/shared/api-contract/forms';

/** Fastify's code for a body over the configured bodyLimit. */
const BODY_TOO_LARGE = 'FST_ERR_CTP_BODY_TOO_LARGE';

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
/** 401: no credentials were sent (code MissingToken unless told otherwise). */
export const unauthorized = (message = 'Unauthorized', code: string = ACCESS_ERROR_CODES.missingToken) => new HttpError(401, message, code);
/** 403: the caller is known but may not do this (code AccessDenied); the shell does not refresh on it. */
export const forbidden = (message = 'Forbidden', code: string = ACCESS_ERROR_CODES.accessDenied) => new HttpError(403, message, code);
/** 403 SessionExpired: the token is expired, forged or of an ended session; the shell refreshes on it, as on every 403 but AccessDenied (spec 1 §8.1). */
export const sessionExpired = (message = 'Token expired or invalid') => new HttpError(403, message, ACCESS_ERROR_CODES.sessionExpired);
export const notFound = (message = 'Not found') => new HttpError(404, message);

/** Past this many dropped bytes (or this long) an oversized body is no longer waited for. */
const DRAIN_CAP_BYTES = 64 * 1024 * 1024;
const DRAIN_CAP_MS = 15_000;

function drainBody(body: IncomingMessage): Promise<void> {
  if (body.complete) return Promise.resolve();
  return new Promise((resolve) => {
    let dropped = 0;
    const done = () => {
      clearTimeout(timer);
      body.off('data', count).off('end', done).off('error', done).off('close', done);
      resolve();
    };
    const count = (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > DRAIN_CAP_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_CAP_MS);
    body.on('data', count).on('end', done).on('error', done).on('close', done);
    body.resume();
  });
}

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
    if (error.code === BODY_TOO_LARGE) {
      // Refused without being parsed. The answer waits until the client has sent the rest of its body (read and
      // dropped, up to a cap): answering while it is still writing closed the connection under it, and the client
      // saw EPIPE or a browser network error instead of this message (issue 12).
      return drainBody(request.raw).then(() =>
        reply.status(413).send({ status: 413, message: `${UPLOAD_MESSAGES.bodyTooLarge} (request body is too large)`, result: null }),
      );
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
