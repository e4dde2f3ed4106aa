/**
 * What an uploaded image really is, judged by its bytes, never by its name (quality.md 15),
 * and whether an SVG carries anything that could run. Pure: no I/O, no decoding.
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

/**
 * Why an SVG is refused, or null when it is only drawing. We refuse rather than clean: a
 * cleaned SVG that still renders differently from what the author saw helps nobody, and any
 * construct that can run script or reach out is a sign the file was not made as an image.
 */
export function svgProblem(text: string): string | null {
  const checks: Array<[RegExp, string]> = [
    [/<script\b/i, 'script element'],
    [/\son[a-z]+\s*=/i, 'event handler attribute'],
    [/<foreignObject\b/i, 'foreignObject element'],
    [/(?:href|src)\s*=\s*["']?\s*(?:javascript|data:text\/html|vbscript):/i, 'script link'],
    [/javascript\s*:/i, 'script link'],
    [/<!ENTITY\b/i, 'entity declaration'],
    [/<(?:iframe|embed|object|audio|video|animate|set)\b[^>]*(?:href|src|values|to)\s*=/i, 'active element'],
    [/(?:xlink:)?href\s*=\s*["']\s*(?:https?:)?\/\//i, 'external reference'],
    [/@import\b/i, 'style import'],
  ]
  for (const [pattern, why] of checks) if (pattern.test(text)) return why
  return null
}
