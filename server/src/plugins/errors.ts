import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@tintero/domain';
import { HttpError } from '../lib/http-errors';

/** Field errors keyed by field name: the body's wrapper key (`user`, ...) is not part of it. */
function fieldErrors(issues: ReadonlyArray<{ instancePath: string; message?: string }>, unwrap: boolean) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const segments = issue.instancePath.split('/').filter(Boolean);
    const field = (unwrap ? segments.slice(1) : segments).join('.') || 'base';
    (errors[field] ??= []).push(issue.message ?? messages.invalid);
  }
  return errors;
}

/** Spanish messages of Fastify's own 4xx errors (body parsing, URL decoding), by code. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_BAD_URL: messages.http.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: messages.http.badUrl,
  FST_ERR_CTP_INVALID_JSON_BODY: messages.http.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.http.emptyBody,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.http.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.http.payloadTooLarge,
};

function clientErrorMessage(error: FastifyError, status: number) {
  const known = error.code ? frameworkMessages[error.code] : undefined;
  if (known) return known;
  if (status === 404) return messages.http.notFound;
  if (status === 401) return messages.http.unauthorized;
  if (status === 413) return messages.http.payloadTooLarge;
  if (status === 415) return messages.http.unsupportedMediaType;
  // A JSON syntax error (secure-json-parse, also for forbidden `__proto__` keys) has no code.
  if (error instanceof SyntaxError) return messages.http.invalidJson;
  return messages.http.badRequest;
}

/**
 * Fastify's `frameworkErrors`: errors raised before a route is found (a URL that does not decode,
 * `%E0%A4%A`), which the error handler never sees. They answer JSON in Spanish like the rest.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ code: error.code }, 'framework error');
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({ message: clientErrorMessage(error, status) });
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (garbage, headers too large)
 * gets a Spanish JSON answer before the socket closes.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({ message: status === 431 ? messages.http.payloadTooLarge : messages.http.badRequest });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Every error answers JSON with a Spanish `message` (DESIGN §4). Validation of the body is a 422
 * with field errors; a body without its resource key, or a bad query or path, is a 400; anything
 * unexpected is a 500 carrying only the request id, the stack stays in the log.
 */
async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const wrapped = error.validationContext === 'body';
      const missingWrapper = wrapped && error.validation.some((issue) => issue.instancePath.split('/').filter(Boolean).length < 2);
      if (wrapped && !missingWrapper) {
        return reply.status(422).send({ message: messages.http.validation, errors: fieldErrors(error.validation, true) });
      }
      // A body that is not `{ "<key>": {...} }` names the wrapper, not the record's fields.
      return reply.status(400).send({ message: messages.http.badRequest, errors: fieldErrors(error.validation, false) });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: messages.http.tooManyRequests });
    if (status >= 400 && status < 500) return reply.status(status).send({ message: clientErrorMessage(error, status) });
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: messages.http.internal, request_id: request.id });
  });
}

// Named: fastify-plugin finds an unnamed plugin's name by throwing an Error and reading its stack,
// and with source maps on that stack parsed the bundle's whole source map at start (decision 036).
export const errorsPlugin = fp(errors, { name: 'errors' });
