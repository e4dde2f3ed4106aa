import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSafeUrl, safeUrl } from './safe-url.ts'

const REFUSED = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'javascript&#58;alert(1)',
  'data:image/png;base64,AAAA',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://example.test/a.png',
  '//evil.test/x.png',
  '/\\evil.test/x.png',
  '\\\\evil.test',
  '/%2f%2fevil.test',
  '/%2F%2Fevil.test',
  '/%5cevil.test',
  '/%252f%252fevil.test',
  '/%0ajavascript:alert(1)',
  'x.png',
  '',
  'https://',
  'https://user:pass@evil.test/',
  'https://good.test@evil.test/',
  'http:evil.test',
  'https:/evil.test',
  'https://evil.test/\u2028',
]
const ACCEPTED = [
  'https://cdn.example.test/a.png',
  'http://localhost:3000/static/demo/a.svg',
  'HTTPS://CDN.EXAMPLE.TEST/A.PNG',
  'https://discord.gg/abc?x=1#y',
  '/static/demo/mercado-hzt.svg',
  '/uploads/0123456789abcdef01234567.webp',
  '/productos/usr_1/itm_2',
  '/a%20b.png',
  '/',
]

describe('safe URLs', () => {
  it('refuses scripts, data, other schemes, protocol-relative and encoded tricks', () => {
    for (const bad of REFUSED) expect(isSafeUrl(bad), JSON.stringify(bad)).toBe(false)
  })

  it('accepts http(s) URLs and paths on this site', () => {
    for (const good of ACCEPTED) expect(isSafeUrl(good), good).toBe(true)
  })

  it('keeps external and internal kinds apart', () => {
    expect(isSafeUrl('/static/a.png', 'external')).toBe(false)
    expect(isSafeUrl('https://x.test/a.png', 'internal')).toBe(false)
    expect(isSafeUrl('https://x.test/a.png', 'external')).toBe(true)
    expect(isSafeUrl('/static/a.png', 'internal')).toBe(true)
  })

  it('never lets an accepted address resolve to another scheme or host than it says', () => {
    const base = 'https://tianguis.test/demo/'
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webPath().map((p) => `/${p}`),
          fc
            .tuple(fc.constantFrom('/', '//', '/\\', '\\', 'javascript:', 'data:', ' '), fc.string())
            .map(([a, b]) => a + b),
        ),
        (value) => {
          if (!isSafeUrl(value)) return true
          const resolved = new URL(value, base)
          if (value.startsWith('/')) return resolved.host === 'tianguis.test'
          return resolved.protocol === 'https:' || resolved.protocol === 'http:'
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('makes a field error of an unsafe address', () => {
    const schema = safeUrl({ max: 30 })
    expect(schema.safeParse('https://x.test/a.png').success).toBe(true)
    const bad = schema.safeParse('javascript:alert(1)')
    expect(bad.success).toBe(false)
    expect(bad.error?.issues[0]).toMatchObject({ code: 'invalid_format' })
    expect(schema.safeParse(`https://x.test/${'a'.repeat(40)}`).success).toBe(false)
  })
})
