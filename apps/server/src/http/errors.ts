import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { statusOf } from '@tianguis/core/errors'
import { DEFAULT_LOCALE, LOCALE_COOKIE, type Locale, negotiateLocale } from '@tianguis/core/locales'
import { errorMessage, fieldMessage } from '@tianguis/core/messages'
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { AppError, fromZodError } from '../kernel/app-error.ts'
import { errorForLog } from './error-log.ts'

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
    error: {
      code: error.code,
      message: errorMessage(locale, error.code, error.params),
      ...(fields ? { fields } : {}),
      ...(error.params ? { params: error.params } : {}),
      ...(error.details ? { details: error.details } : {}),
    },
  }
}

/**
 * The request's language; also for answers given before the request context exists (a URL
 * Fastify cannot route, an error in the first hooks), read straight from the headers then.
 */
function localeOf(request: FastifyRequest): Locale {
  if (request.ctx) return request.ctx.locale
  const cookie = request.headers.cookie?.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`))?.[1]
  return negotiateLocale(cookie, request.headers['accept-language'])
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  if (error.headers) reply.headers(error.headers)
  return reply
    .status(statusOf(error.code))
    .type('application/json')
    .send(errorBody(localeOf(request), error))
}

/** The one error handler: known errors keep their code; everything else is `internal_error`, logged, never shown. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((raw: FastifyError | Error, request, reply) =>
    sendError(request, reply, answeredError(raw, request.log)),
  )
}

/**
 * What a thrown error is answered as, for the error handler and the pages' in-process calls alike
 * (web/in-process-api.ts): known errors keep their code; anything else is `internal_error`, logged
 * without the statement or its values (http/error-log.ts).
 */
export function answeredError(raw: unknown, log: FastifyBaseLogger): AppError {
  const error = toAppError(raw)
  if (error.code === 'internal_error') log.error({ err: errorForLog(raw) }, 'unhandled error')
  return error
}

/**
 * Fastify's own answers in our shape, never echoing the request: a URL its router cannot decode
 * (`frameworkErrors`, passed to Fastify's options), and what Node's HTTP parser refuses before
 * there is a request at all (`clientErrorHandler`: a malformed request line, headers too large,
 * a request not received within the timeouts).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code }, 'request refused before routing')
  const known = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH'
  return sendError(request, reply, new AppError(known ? 'invalid_input' : 'invalid_request'))
}

export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const code =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 'request_timeout'
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 'payload_too_large'
        : 'invalid_request'
  this.log.info({ code: error.code }, 'client error')
  const status = statusOf(code)
  const body = JSON.stringify(errorBody(DEFAULT_LOCALE, new AppError(code)))
  // An answer already under way on this socket cannot be followed by another one.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
  if (socket.writable && !inFlight?.headersSent) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy()
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
      return new AppError('unsupported_media_type')
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('invalid_request')
    case 'FST_ERR_BAD_URL':
      return new AppError('invalid_input')
  }
  if (fastifyError.statusCode === 429) return new AppError('rate_limited')
  if (fastifyError.statusCode === 413) return new AppError('payload_too_large')
  if (fastifyError.statusCode === 415) return new AppError('unsupported_media_type')
  if (
    typeof fastifyError.statusCode === 'number' &&
    fastifyError.statusCode >= 400 &&
    fastifyError.statusCode < 500
  ) {
    return new AppError(fastifyError.statusCode === 404 ? 'not_found' : 'invalid_request')
  }
  return new AppError('internal_error', { cause: raw })
}
