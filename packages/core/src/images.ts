/**
 * What an uploaded image really is, judged by its bytes, never by its name (quality.md 15).
 * Pure: no I/O, no decoding. SVGs are cleaned on the server (modules/media/svg-sanitiser.ts).
 */
export type ImageKind = 'jpeg' | 'png' | 'svg'

export const IMAGE_MIME: Record<ImageKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 8 && PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return 'png'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart()
  // An SVG is XML whose root element is <svg>, possibly after a prolog, comments or a doctype.
  const body = head.replace(/^(?:<\?xml[\s\S]*?\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*/i, '')
  if (/^<svg[\s>]/i.test(body)) return 'svg'
  return null
}
