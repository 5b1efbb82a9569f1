import type { FastifyError, FastifyInstance } from 'fastify';
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

/**
 * Every error answers JSON with a Spanish `message` (DESIGN §4). Validation of the body is a 422
 * with field errors; a body without its resource key, or a bad query or path, is a 400; anything
 * unexpected is a 500 carrying only the request id, the stack stays in the log.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
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
      return reply.status(400).send({ message: messages.http.badRequest, errors: fieldErrors(error.validation, wrapped) });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: messages.http.tooManyRequests });
    if (status >= 400 && status < 500) {
      const message = status === 404 ? messages.http.notFound : status === 401 ? messages.http.unauthorized : messages.http.badRequest;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: messages.http.internal, request_id: request.id });
  });
});
