import { ERROR } from '@zhihang/contract/http/error-codes';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { AppError } from './app-error.ts';
import { errorEnvelope } from './envelope.ts';

/**
 * Errors are sent pre-serialised: the route's response schema describes success only.
 */
function sendEnvelope(reply: FastifyReply, code: number, msg: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(errorEnvelope(code, msg)));
}

type Refusal = { httpStatus: number; code: number; msg: string };

/** Fastify's own transport errors keep their HTTP status and get our envelope and wording. */
const TRANSPORT_ERRORS: Record<string, Refusal> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { httpStatus: 400, ...ERROR.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { httpStatus: 400, ...ERROR.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { httpStatus: 413, ...ERROR.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { httpStatus: 415, ...ERROR.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { httpStatus: 400, ...ERROR.badRequest },
};

function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return ERROR.badRequest.msg;
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const where = field || (error.validationContext === 'body' ? '请求体' : error.validationContext);
  return `${ERROR.badRequest.msg}：${where} ${first.message}`;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendEnvelope(reply.status(error.httpStatus), error.code, error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendEnvelope(reply.status(200), ERROR.badRequest.code, describeValidation(error));
    }
    const transport = error.code ? TRANSPORT_ERRORS[error.code] : undefined;
    if (transport) {
      return sendEnvelope(reply.status(transport.httpStatus), transport.code, transport.msg);
    }
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON') {
      return sendEnvelope(reply.status(400), ERROR.invalidJson.code, ERROR.invalidJson.msg);
    }
    if (error.statusCode === 429) {
      return sendEnvelope(reply.status(429), ERROR.tooManyRequests.code, ERROR.tooManyRequests.msg);
    }
    // Services map the duplicates they expect; any other is still the client's duplicate, not a fault.
    if (isUniqueViolation(error)) {
      request.log.warn({ err: error }, 'unmapped unique-constraint violation');
      return sendEnvelope(reply.status(200), ERROR.duplicateRecord.code, ERROR.duplicateRecord.msg);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendEnvelope(reply.status(200), ERROR.unknown.code, ERROR.unknown.msg);
  });
}
