/**
 * One error shape for the APIs: `{ message, field? }`. Client mistakes keep their 4xx status and name
 * the field; nothing a client sends produces a 500. Unexpected failures are logged and answered
 * with a generic message.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ResumeRejected } from '../storage/resume-type';

/** An error a handler throws to answer a client mistake. */
export class ClientError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

type Issue = { code?: string; path?: PropertyKey[] };

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ClientError | ResumeRejected, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
      const issue = (first?.params as { issue?: Issue } | undefined)?.issue;
      // A data-URL attachment over the size limit is "too large", like an oversized upload.
      const tooLarge = issue?.code === 'too_big' && field?.startsWith('attachments.') && field.endsWith('.path');
      const message = `${field ?? error.validationContext ?? 'request'}: ${first?.message ?? 'is invalid'}`;
      return reply.code(tooLarge ? 413 : 400).send({ message, field });
    }
    if (error instanceof ClientError) {
      return reply.code(error.statusCode).send({ message: error.message, field: error.field });
    }
    if (error instanceof ResumeRejected) return reply.code(error.statusCode).send({ message: error.message });
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(status >= 500 ? status : 500)
      .send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
