import { decodeUrlText, hasUncleanText } from '@tianguis/core/text'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../kernel/app-error.ts'

/**
 * Text that cannot be stored never reaches a service (issue 10, point 13): a NUL byte, a lone
 * surrogate or a percent-escape that is not UTF-8, in the path, the query or a parsed body, is
 * answered 400 `invalid_input` on every route, API and pages alike. PostgreSQL refuses NUL in
 * text, so before this check such a request became a failed query, a 500 and the whole
 * statement in the log. The refusal is logged once, at info, with where the text was and never
 * the text itself.
 */
export function refuseUncleanText(request: FastifyRequest, where: 'url' | 'body'): never {
  request.log.info({ where }, 'request refused: invalid text')
  throw new AppError('invalid_input')
}

/** Whether a request target (path and query, as sent) holds only clean text. */
export function isCleanUrl(url: string): boolean {
  return decodeUrlText(url) !== null
}

export function registerInputText(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!isCleanUrl(request.url)) refuseUncleanText(request, 'url')
  })
  // Parsed bodies (JSON on the API); page forms are checked as they are read (web/page-body.ts),
  // and file uploads are bytes, not text.
  app.addHook('preValidation', async (request) => {
    const body = request.body
    if (typeof body !== 'string' && (body === null || typeof body !== 'object' || !isPlainData(body))) return
    if (hasUncleanText(body)) refuseUncleanText(request, 'body')
  })
}

function isPlainData(value: object): boolean {
  const proto = Object.getPrototypeOf(value)
  return Array.isArray(value) || proto === Object.prototype || proto === null
}
