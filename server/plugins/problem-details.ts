import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Problem, ProblemFieldError } from '@shared/schemas/problem';
import { loggableError, pgErrorCode } from '../db/pg-errors';
import { AppError, notFound, someProviderUnavailable } from '../errors';
import { isUnreachable } from '../integrations/provider-failure';

const PROBLEM_TYPE = 'urn:collabify:problem:';

/** Sends `problem` as `application/problem+json` (RFC 9457). */
function sendProblem(reply: FastifyReply, problem: Problem, retryAfterSeconds?: number) {
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
  return reply.status(problem.status).type('application/problem+json').send(problem);
}

function fromAppError(error: AppError, request: FastifyRequest): Problem {
  return {
    // Extension members first: the standard ones below always win.
    ...error.extensions,
    type: `${PROBLEM_TYPE}${error.slug}`,
    title: error.title,
    status: error.status,
    ...(error.detail !== undefined && { detail: error.detail }),
    instance: request.url.split('?')[0],
    ...(error.errors && { errors: error.errors }),
  };
}

/** Turns zod validation issues into `{path, message}` entries such as `body.email`. */
function fieldErrors(error: FastifyError): ProblemFieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  // Name query parameters as `query.<name>`; a comma list's item index is not a parameter name.
  const context =
    error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
  return error.validation.flatMap((issue) => {
    const segments = issue.instancePath.split('/').filter(Boolean);
    const named = context === 'query' ? segments.filter((s) => !/^\d+$/.test(s)) : segments;
    const base = [context, ...named].join('.');
    const keys = (issue.params as { keys?: unknown }).keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      return keys.map((key) => ({ path: `${base}.${String(key)}`, message: 'Unknown field' }));
    }
    return [{ path: base, message: issue.message ?? 'Invalid value' }];
  });
}

/** Maps an unknown error to an AppError the client may see; `undefined` means a 500. */
function classify(error: FastifyError): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error.validation) {
    const errors = fieldErrors(error);
    const detail = errors.map((e) => `${e.path}: ${e.message}`).join('; ') || error.message;
    return new AppError(400, 'validation-error', 'Your request has invalid fields', detail, errors);
  }
  if (pgErrorCode(error) === '23505') {
    return new AppError(409, 'conflict', 'Conflict', 'This already exists.');
  }
  // Safety net: an outside service out of reach is never our 500 (clients name the provider).
  if (isUnreachable(error)) return someProviderUnavailable();
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // A stable type from the HTTP status (`payload-too-large`), never the framework's error code.
    const title = STATUS_CODES[status] ?? 'Bad Request';
    return new AppError(
      status,
      title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      title,
      error.message,
    );
  }
  return undefined;
}

/**
 * Installs the one error handler and the not-found handler for `/api`: every error becomes
 * RFC 9457 problem details; zod issues name their field; PostgreSQL 23505 becomes 409; a network
 * error no client mapped becomes 503; 5xx detail is logged (with its stack, except the expected
 * start-up 503) and hidden from the client.
 */
export function registerProblemDetails(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = classify(error);
    if (known) {
      // A 503 while starting is expected: the request's own log line records it, no stack.
      if (known.status >= 500 && known.slug !== 'not-ready') {
        request.log.warn({ err: loggableError(error) }, known.title);
      }
      return sendProblem(reply, fromAppError(known, request), known.retryAfterSeconds);
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return sendProblem(reply, {
      type: `${PROBLEM_TYPE}internal`,
      title: 'Internal server error',
      status: 500,
      detail: 'Something went wrong on our side. It has been logged.',
      instance: request.url.split('?')[0],
    });
  });
}

/** Answers an unknown API path with a 404 problem. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendProblem(reply, fromAppError(notFound('endpoint'), request));
}
