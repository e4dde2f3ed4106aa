import { type ErrorCode, statusOf } from '@tianguis/core/errors'
import type { Locale } from '@tianguis/core/locales'
import { errorMessage, type FieldProblem, fieldMessage } from '@tianguis/core/messages'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'

/**
 * The one error class. A service throws it with a stable code; the handler below turns it
 * into `{ error: { code, message, fields? } }` in the request's language.
 */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly fields: Record<string, { problem: FieldProblem; params?: Record<string, unknown> }> | undefined
  readonly headers: Record<string, string> | undefined
  constructor(
    code: ErrorCode,
    options: {
      fields?: Record<string, { problem: FieldProblem; params?: Record<string, unknown> }>
      headers?: Record<string, string>
      cause?: unknown
    } = {},
  ) {
    super(code, { cause: options.cause })
    this.code = code
    this.fields = options.fields
    this.headers = options.headers
  }
}

/** Turns zod issues into per-field problems; an unknown key is its own code. */
export function fromZodError(error: z.ZodError): AppError {
  const fields: NonNullable<AppError['fields']> = {}
  let unknown = false
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      unknown = true
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] = { problem: 'unknown' }
      continue
    }
    const key = issue.path.join('.') || '_'
    if (fields[key]) continue
    fields[key] = problemOf(issue)
  }
  return new AppError(unknown ? 'unknown_fields' : 'invalid_request', { fields })
}

function problemOf(issue: z.core.$ZodIssue): { problem: FieldProblem; params?: Record<string, unknown> } {
  switch (issue.code) {
    case 'invalid_type':
      return { problem: issue.input === undefined ? 'required' : 'invalid_type' }
    case 'too_small':
      return issue.origin === 'string'
        ? { problem: Number(issue.minimum) <= 1 ? 'required' : 'too_short', params: { min: issue.minimum } }
        : { problem: 'too_small', params: { min: issue.minimum } }
    case 'too_big':
      return issue.origin === 'string'
        ? { problem: 'too_long', params: { max: issue.maximum } }
        : { problem: 'too_big', params: { max: issue.maximum } }
    case 'invalid_format':
      return { problem: issue.format === 'email' ? 'invalid_email' : 'invalid_format' }
    default:
      return { problem: 'invalid_value' }
  }
}

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

function toAppError(raw: unknown): AppError {
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
