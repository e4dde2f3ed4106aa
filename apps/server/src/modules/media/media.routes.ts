import multipart from '@fastify/multipart'
import { UPLOAD_MAX_BYTES } from '@tianguis/core/constants'
import { storedImage } from '@tianguis/core/contracts/media'
import type { FastifyInstance } from 'fastify'
import { QUOTAS, quota } from '../../http/rate-limits.ts'
import { route } from '../../http/route.ts'
import { AppError } from '../../kernel/app-error.ts'
import { STORAGE_KEY, type Storage } from '../../platform/storage/storage.ts'
import { storeImage } from './images.service.ts'
import { stopSvgSanitiser } from './svg-sanitiser.ts'

const SERVED_TYPES: Record<string, string> = { webp: 'image/webp', svg: 'image/svg+xml' }

export async function mediaRoutes(app: FastifyInstance, storage: Storage) {
  // One file, at most the spec's 4,000,000 bytes (001 §5); anything more is refused while streaming.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 } })
  // Per-account quota on uploads (decision 031): counted before the file is read or stored.
  const uploadQuota = quota(app, 'upload', QUOTAS.uploads)
  app.addHook('onClose', async () => stopSvgSanitiser())

  route(app, {
    method: 'POST',
    url: '/api/v1/me/uploads',
    summary:
      'Upload one image (multipart field `image`; jpg, jpeg, png or svg by content, ≤ 4,000,000 bytes)',
    tags: ['media'],
    access: { kind: 'user' },
    responses: { 201: storedImage },
    handler: async ({ request }) => {
      await uploadQuota.hit(request)
      if (!request.isMultipart()) throw new AppError('image_rejected')
      let bytes: Buffer
      try {
        const files = request.files()
        const first = await files.next()
        if (first.done) throw new AppError('image_rejected')
        bytes = await first.value.toBuffer()
        // Reading on makes the parser enforce `files: 1`: a second file throws here.
        if (!(await files.next()).done) throw new AppError('image_rejected')
      } catch (error) {
        if (error instanceof AppError) throw error
        throw new AppError('image_rejected', { cause: error })
      }
      return storeImage(storage, bytes)
    },
  })

  // Uploaded files are served as images only: never sniffed, never run as a page.
  app.get('/uploads/:key', async (request, reply) => {
    const { key } = request.params as { key: string }
    const data = STORAGE_KEY.test(key) ? await storage.get(key) : null
    if (!data) throw new AppError('not_found')
    return reply
      .header('content-type', SERVED_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('content-disposition', 'inline')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(Buffer.from(data))
  })
}
