import { statusOf } from '@tianguis/core/errors'
import type { Locale } from '@tianguis/core/locales'
import { errorMessage, fieldMessage } from '@tianguis/core/messages'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { AppError, fromZodError } from '../kernel/app-error.ts'

export function errorBody(locale: Locale, error: AppError) {
  const fields = error.fields
    ? Object.fromEntries(
        Object.entries(error.fields).map(([key, value]) => [
          key,
          fieldMessage(locale, value.problem, value.params),
        ]),
      )
    : undefined
  return {
    error: { code: error.code, message: errorMessage(locale, error.code), ...(fields ? { fields } : {}) },
  }
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  if (error.headers) reply.headers(error.headers)
  return reply
    .status(statusOf(error.code))
    .type('application/json')
    .send(errorBody(request.ctx.locale, error))
}

/** The one error handler: known errors keep their code; everything else is `internal_error`, logged, never shown. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((raw: FastifyError | Error, request, reply) => {
    const error = toAppError(raw)
    if (error.code === 'internal_error') request.log.error({ err: raw }, 'unhandled error')
    return sendError(request, reply, error)
  })
}

export function toAppError(raw: unknown): AppError {
  if (raw instanceof AppError) return raw
  if (raw instanceof z.ZodError) return fromZodError(raw)
  const fastifyError = raw as Partial<FastifyError>
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('invalid_json')
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large')
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('invalid_request')
  }
  if (fastifyError.statusCode === 429) return new AppError('rate_limited')
  if (
    typeof fastifyError.statusCode === 'number' &&
    fastifyError.statusCode >= 400 &&
    fastifyError.statusCode < 500
  ) {
    return new AppError(fastifyError.statusCode === 404 ? 'not_found' : 'invalid_request')
  }
  return new AppError('internal_error', { cause: raw })
}
