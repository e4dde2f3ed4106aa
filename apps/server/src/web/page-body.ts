import type { Readable } from 'node:stream'
import { decodeUrlText, isCleanText } from '@tianguis/core/text'
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import { refuseUncleanText } from '../http/input-text.ts'
import { AppError } from '../kernel/app-error.ts'

/**
 * What a page accepts before React Router sees it. The adapter hands React Router the raw body
 * stream for any method and content type, and an action's `request.formData()` then read any size
 * whole and threw (a 500) on JSON, on no content type or on broken multipart. Here:
 * - methods: GET, HEAD and POST only (405 with `Allow` otherwise);
 * - a POST is a form: `application/x-www-form-urlencoded` or `multipart/form-data` with a
 *   boundary (415 `unsupported_media_type` otherwise, JSON and a missing type included);
 * - its body is read here, at most `PAGE_FORM_MAX_BYTES` (multipart: `PAGE_UPLOAD_FORM_MAX_BYTES`),
 *   refused with 413 `payload_too_large` as soon as the declared or the read size is over;
 * - it must parse as the form it says it is (400 `invalid_form`) and hold clean text in every
 *   name and value (400 `invalid_input`, http/input-text.ts);
 * then React Router gets the bytes read (the adapter passes a Buffer body through as it is).
 */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const
/** Text forms: the same 1 MiB as a JSON body on the API (app.ts `bodyLimit`). */
export const PAGE_FORM_MAX_BYTES = 1024 * 1024
/**
 * Forms with files: the largest is a return's request, five photos of at most 4,000,000 bytes and
 * its text (20.5 MB, `MAX_RETURN_FORM_BYTES` in apps/web/app/features/returns/returns.server.ts;
 * the item form carries three, the review form four, and each answers its own page for a body over
 * its size); this cuts off anything beyond the largest.
 */
export const PAGE_UPLOAD_FORM_MAX_BYTES = 21 * 1024 * 1024

const URLENCODED = 'application/x-www-form-urlencoded'
const MULTIPART = 'multipart/form-data'
const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase()
}

function refuseTooLarge(): never {
  // The rest of the body is not read: the connection closes after the answer.
  throw new AppError('payload_too_large', { headers: { connection: 'close' } })
}

async function readBody(request: FastifyRequest, limit: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0)
  if (declared > limit) refuseTooLarge()
  const stream = (request.body ?? request.raw) as Readable
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream) {
    size += (chunk as Buffer).length
    if (size > limit) {
      stream.pause()
      refuseTooLarge()
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks, size)
}

/** A urlencoded body's names and values are UTF-8 text, percent-escapes included, without NUL. */
function isCleanUrlencoded(body: Buffer): boolean {
  let text: string
  try {
    text = strictUtf8.decode(body)
  } catch {
    return false
  }
  return text.split('&').every((pair) => decodeUrlText(pair.replaceAll('+', ' ')) !== null)
}

async function checkMultipart(request: FastifyRequest, body: Buffer, type: string) {
  let form: FormData
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData()
  } catch {
    throw new AppError('invalid_form')
  }
  for (const [name, value] of form) {
    const texts = typeof value === 'string' ? [name, value] : [name, value.name]
    if (!texts.every(isCleanText)) refuseUncleanText(request, 'body')
  }
}

async function checkPageRequest(request: FastifyRequest, reply: FastifyReply) {
  if (request.method === 'GET' || request.method === 'HEAD') return
  if (request.method !== 'POST') {
    reply.header('allow', PAGE_METHODS.join(', '))
    throw new AppError('method_not_allowed')
  }
  const header = request.headers['content-type']
  const type = mediaType(header)
  if (type !== URLENCODED && !(type === MULTIPART && /;\s*boundary=/i.test(header ?? ''))) {
    throw new AppError(type === MULTIPART ? 'invalid_form' : 'unsupported_media_type')
  }
  const body = await readBody(request, type === MULTIPART ? PAGE_UPLOAD_FORM_MAX_BYTES : PAGE_FORM_MAX_BYTES)
  if (type === URLENCODED) {
    if (!isCleanUrlencoded(body)) refuseUncleanText(request, 'body')
  } else {
    await checkMultipart(request, body, String(header))
  }
  request.body = body
}

/** Route options for React Router's catch-all route (web/mount-web.ts). */
export const pageRouteOptions: RouteShorthandOptions = { preHandler: checkPageRequest }
