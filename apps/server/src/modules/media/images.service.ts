import { createHash } from 'node:crypto'
import { UPLOAD_MAX_BYTES } from '@tianguis/core/constants'
import { type ImageKind, sniffImage } from '@tianguis/core/images'
import type { Metadata } from 'sharp'
import { AppError } from '../../kernel/app-error.ts'
import type { Storage } from '../../platform/storage/storage.ts'
import { sanitiseSvg } from './svg-sanitiser.ts'

/** Sizes made from every raster upload (001 §9: product card 350×419, shop photo 150/300 high). */
export const IMAGE_SIZES = {
  large: { width: 1600, height: 1600, fit: 'inside' },
  card: { width: 350, height: 419, fit: 'cover' },
  thumb: { width: 150, height: 150, fit: 'cover' },
} as const
export type ImageSize = keyof typeof IMAGE_SIZES

/** Larger images are refused before decoding (a small file can claim huge dimensions). */
export const MAX_INPUT_PIXELS = 40_000_000

export interface StoredImage {
  id: string
  type: ImageKind
  url: string
  sizes: Record<ImageSize, string>
}

/**
 * sharp (libvips and its threads, ~25 MB resident) is loaded by the first raster upload, not at
 * start (decision 034). Its operation cache is off: uploads never repeat an input, so the cache
 * would only hold memory.
 */
let sharpLoaded: Promise<typeof import('sharp')['default']> | undefined
function loadSharp() {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false)
    return sharp
  })
  return sharpLoaded
}

const rejected = (why: string) => new AppError('image_rejected', { cause: new Error(why) })

/**
 * Checks an upload by its bytes (type, size, dimensions), then stores it: SVGs cleaned of anything
 * that could run or reach out, JPEG and PNG re-encoded without metadata in each size.
 * The same bytes always give the same id, so a repeated upload costs nothing.
 */
export async function storeImage(
  storage: Storage,
  bytes: Uint8Array,
  publicPrefix = '/uploads',
): Promise<StoredImage> {
  if (bytes.length === 0 || bytes.length > UPLOAD_MAX_BYTES) throw rejected('size')
  const kind = sniffImage(bytes)
  if (!kind) throw rejected('type')
  const url = (key: string) => `${publicPrefix}/${key}`

  if (kind === 'svg') {
    let text: string
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    } catch {
      throw rejected('svg: not utf-8')
    }
    // Cleaned by a parser (DOMPurify), not refused by patterns: scripts, handlers, foreignObject,
    // outside references and the prolog (DOCTYPE, entities) go; the drawing stays (decision 031).
    const clean = await sanitiseSvg(text)
    if (!clean) throw rejected('svg: nothing drawable')
    const cleanBytes = new TextEncoder().encode(clean)
    const id = createHash('sha256').update(cleanBytes).digest('hex').slice(0, 24)
    const key = `${id}.svg`
    await storage.put(key, cleanBytes)
    return { id, type: kind, url: url(key), sizes: { large: url(key), card: url(key), thumb: url(key) } }
  }

  const id = createHash('sha256').update(bytes).digest('hex').slice(0, 24)
  const sharp = await loadSharp()
  let metadata: Metadata
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
  } catch {
    throw rejected('undecodable')
  }
  if (!metadata.width || !metadata.height || metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw rejected('dimensions')
  }
  const sizes = {} as Record<ImageSize, string>
  for (const [name, size] of Object.entries(IMAGE_SIZES) as Array<
    [ImageSize, (typeof IMAGE_SIZES)[ImageSize]]
  >) {
    const output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: size.width, height: size.height, fit: size.fit, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer()
    const key = `${id}-${name}.webp`
    await storage.put(key, output)
    sizes[name] = url(key)
  }
  return { id, type: kind, url: sizes.large, sizes }
}

/** A stored image's id: its content hash (the upload's `id`, 24 hex digits). */
export const IMAGE_ID = /^[a-f0-9]{24}$/

/** The id of the image at `url` when it is one of ours (`/uploads/{id}[-size].webp|svg`), else null. */
export function imageIdOf(url: string | null): string | null {
  return url ? (/\/uploads\/([a-f0-9]{24})(?:-[a-z]+)?\.(?:webp|svg)$/.exec(url)?.[1] ?? null) : null
}
