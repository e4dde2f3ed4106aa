/**
 * Text the platform can store and show: well-formed Unicode (no lone surrogates, which have no
 * UTF-8 form) without NUL, which PostgreSQL's text type cannot hold. Anything else is refused at
 * the edge (`invalid_input`) before it can reach a query.
 */
export function isCleanText(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed()
}

/** Deepest nesting a request value is walked to; a JSON body that deep is refused anyway. */
const MAX_DEPTH = 64

/**
 * Whether a parsed request value (JSON body, parsed form, query) holds text that is not clean,
 * in a key or a value, at any depth. Values nested deeper than `MAX_DEPTH` count as not clean.
 */
export function hasUncleanText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isCleanText(value)
  if (value === null || typeof value !== 'object') return false
  if (depth > MAX_DEPTH) return true
  if (Array.isArray(value)) return value.some((entry) => hasUncleanText(entry, depth + 1))
  for (const [key, entry] of Object.entries(value)) {
    if (!isCleanText(key) || hasUncleanText(entry, depth + 1)) return true
  }
  return false
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })
const HEX = /^[0-9a-fA-F]{2}$/

/**
 * A URL's path or query as text, or null when it is not clean: a `%XX` escape sequence that is not
 * UTF-8 (`%C3%28`, an encoded surrogate `%ED%A0%80`, a stray `%FF`), an escaped or raw NUL, or a
 * lone surrogate. A `%` not followed by two hex digits is kept as it is, as browsers do.
 * In a query, `+` stays `+` here: only the byte sequences matter.
 */
export function decodeUrlText(raw: string): string | null {
  if (!raw.includes('%')) return isCleanText(raw) ? raw : null
  const bytes: number[] = []
  const encoder = new TextEncoder()
  for (let at = 0; at < raw.length; ) {
    const hex = raw[at] === '%' ? raw.slice(at + 1, at + 3) : ''
    if (HEX.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      at += 3
      continue
    }
    const codePoint = raw.codePointAt(at) ?? 0
    const char = String.fromCodePoint(codePoint)
    if (!char.isWellFormed()) return null
    bytes.push(...encoder.encode(char))
    at += char.length
  }
  let text: string
  try {
    text = strictUtf8.decode(new Uint8Array(bytes))
  } catch {
    return null
  }
  return isCleanText(text) ? text : null
}
