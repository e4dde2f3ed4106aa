import { z } from 'zod'

/**
 * Addresses people type into URL fields (shop photo and cover, social links, avatars, banner
 * images and targets, catalogue and item photos) end up in `href` and `src` attributes. Only two
 * kinds are safe there:
 * - an absolute `https:` or `http:` URL with a host and no user name or password in it;
 * - a path on this site: `/…`, never `//host` or `/\host` (browsers read both as another host),
 *   also when the slashes are percent-encoded (`/%2f%2fhost`, `/%5chost`).
 * Browsers drop tabs and newlines inside a URL and ignore the scheme's case, so `java\tscript:` or
 * `JAVASCRIPT:` would run: any control character, space or backslash is refused outright, and the
 * scheme is read by the WHATWG URL parser, as a browser reads it. `javascript:`, `data:`,
 * `vbscript:`, `file:`, relative paths (`x.png`) and everything else are refused.
 */
export type SafeUrlKind = 'any' | 'external' | 'internal'

/** C0 and C1 controls, DEL and the backslash; with `space`, also spaces and invisible separators. */
function hasUnsafeCharacter(value: string, space: boolean): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || char === '\\') return true
    if (space && (code === 0x20 || code === 0x2028 || code === 0x2029 || code === 0xfeff)) return true
  }
  return false
}

const MAX_DECODES = 3

/** The path with percent-escapes undone (a few times, for double encoding); null when undecodable. */
function decodedPath(path: string): string | null {
  let current = path
  for (let round = 0; round < MAX_DECODES && current.includes('%'); round += 1) {
    try {
      current = decodeURIComponent(current)
    } catch {
      return null
    }
  }
  return current
}

function isSafeInternalPath(value: string): boolean {
  if (!value.startsWith('/')) return false
  const decoded = decodedPath(value)
  if (decoded === null) return false
  // After decoding, `//host`, `/\host` and any hidden control character all mean another place.
  return !/^\/[/\\]/.test(decoded) && !hasUnsafeCharacter(decoded, false)
}

function isSafeExternalUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === ''
  )
}

/** Whether `value` is a safe address of the given kind (see above). */
export function isSafeUrl(value: string, kind: SafeUrlKind = 'any'): boolean {
  if (value === '' || hasUnsafeCharacter(value, true)) return false
  if (kind !== 'external' && isSafeInternalPath(value)) return true
  return kind !== 'internal' && isSafeExternalUrl(value)
}

/**
 * The zod schema for a URL field: at most `max` characters and a safe address of `kind`. A refused
 * address is an `invalid_format` problem of that field, like any other malformed value.
 */
export function safeUrl(options: { kind?: SafeUrlKind; max?: number } = {}) {
  const { kind = 'any', max = 2048 } = options
  return z
    .string()
    .max(max)
    .superRefine((value, ctx) => {
      if (!isSafeUrl(value, kind)) {
        ctx.addIssue({ code: 'invalid_format', format: 'url', input: value, message: 'unsafe_url' })
      }
    })
}
