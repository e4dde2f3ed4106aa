import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

const { app, database } = await createTestApp()
await createUser(database.db, { email: 'uploader@example.test' })
const cookie = await loginAs(app, 'uploader@example.test')
await createUser(database.db, { email: 'svg-cleaner@example.test' })
const cleanerCookie = await loginAs(app, 'svg-cleaner@example.test')

const REJECTED_ES =
  'Imagen rechazada - El tamaño de archivo de la imagen sobrepasa el máximo permitido (4MB). Los formatos válidos son .jpeg, .png, .svg'

/** A multipart/form-data body with the given files, as a browser form would send it. */
function multipart(files: Array<{ field?: string; name: string; type: string; data: Buffer }>) {
  const boundary = `----tianguis${Math.random().toString(16).slice(2)}`
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from('\r\n'),
  ])
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie },
  }
}

const upload = (files: Parameters<typeof multipart>[0], headers: Record<string, string> = {}) => {
  const body = multipart(files)
  return app.inject({
    method: 'POST',
    url: '/api/v1/me/uploads',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  })
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer()

describe('POST /api/v1/me/uploads', () => {
  it('stores a PNG in the card, thumbnail and large sizes, served as images', async () => {
    const response = await upload([{ name: 'foto.png', type: 'image/png', data: await png(800, 600) }])
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body).toMatchObject({
      type: 'png',
      sizes: { card: expect.stringMatching(/^\/uploads\/[a-f0-9]{24}-card\.webp$/) },
    })
    const card = await app.inject(body.sizes.card)
    expect(card.statusCode).toBe(200)
    expect(card.headers['content-type']).toBe('image/webp')
    expect(card.headers['x-content-type-options']).toBe('nosniff')
    expect(card.headers['content-security-policy']).toContain('sandbox')
    const meta = await sharp(card.rawPayload).metadata()
    expect([meta.width, meta.height]).toEqual([350, 419])
    const thumb = await sharp((await app.inject(body.sizes.thumb)).rawPayload).metadata()
    expect([thumb.width, thumb.height]).toEqual([150, 150])
  })

  it('accepts a clean SVG as it is (written back as XML)', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
    )
    const response = await upload([{ name: 'logo.svg', type: 'image/svg+xml', data: svg }])
    expect(response.statusCode).toBe(201)
    const served = await app.inject(response.json().url)
    expect(served.headers['content-type']).toBe('image/svg+xml')
    expect(served.body).toBe(svg.toString())
  })

  it.each([
    [
      'a text file named .png',
      { name: 'foto.png', type: 'image/png', data: Buffer.from('not really a picture') },
    ],
    ['a GIF', { name: 'a.gif', type: 'image/gif', data: Buffer.from('GIF89a\x01\x00\x01\x00') }],
    [
      'an SVG with nothing drawable left once cleaned',
      {
        name: 'x.svg',
        type: 'image/svg+xml',
        data: Buffer.from('<svg:svg xmlns:svg="http://www.w3.org/2000/svg"/>'),
      },
    ],
    ['an empty file', { name: 'x.png', type: 'image/png', data: Buffer.alloc(0) }],
  ])('refuses %s with the spec’s message', async (_label, file) => {
    const response = await upload([file])
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: { code: 'image_rejected', message: REJECTED_ES } })
  })

  it('keeps a normal drawing: gradients, local references, links, text, classes', async () => {
    const svg =
      '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 40">' +
      '<style>.st0{fill:#0f766e}</style>' +
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#f97316"/></linearGradient><path id="p" d="M0 0h10v10z"/></defs>' +
      '<rect class="st0" width="100" height="40" fill="url(#g)"/><use href="#p"/><use xlink:href="#p" x="20"/>' +
      '<a href="https://example.test/tienda"><text x="5" y="30" font-family="Arial">Tianguis &amp; más</text></a></svg>'
    const response = await upload([{ name: 'logo.svg', type: 'image/svg+xml', data: Buffer.from(svg) }])
    expect(response.statusCode).toBe(201)
    const served = (await app.inject(response.json().url)).body
    for (const kept of [
      'viewBox="0 0 100 40"',
      '<style>.st0{fill:#0f766e}</style>',
      '<linearGradient id="g">',
      'fill="url(#g)"',
      '<use href="#p"/>',
      'xlink:href="#p"',
      'href="https://example.test/tienda"',
      'Tianguis &amp; más',
    ]) {
      expect(served).toContain(kept)
    }
    expect(served).not.toContain('DOCTYPE')
  })

  it.each([
    [
      'a namespaced svg:script',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script><rect width="5" height="5"/></svg>',
      ['script', 'alert'],
    ],
    [
      'a plain script',
      '<svg><script>alert(1)</script><rect width="5" height="5"/></svg>',
      ['script', 'alert'],
    ],
    [
      'javascript&#58; in a link',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript&#58;alert(1)"><rect width="5" height="5"/></a></svg>',
      ['javascript', 'alert', 'href'],
    ],
    [
      'xlink:href="javascript:…"',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href=" JaVaScRiPt:alert(1)"><rect width="5" height="5"/></a></svg>',
      ['javascript', 'alert', 'href'],
    ],
    [
      'a foreignObject with HTML',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject width="9" height="9"><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></body></foreignObject><rect width="5" height="5"/></svg>',
      ['foreignObject', 'onerror', 'img', 'alert'],
    ],
    [
      'event handlers',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect onclick="alert(2)" onmouseover="alert(3)" width="5" height="5"/></svg>',
      ['onload', 'onclick', 'onmouseover', 'alert'],
    ],
    [
      '<use href="data:…">',
      '<svg xmlns="http://www.w3.org/2000/svg"><use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCc+PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pjwvc3ZnPg==#x"/><rect width="5" height="5"/></svg>',
      ['data:', 'base64'],
    ],
    [
      'CSS url(javascript:…) in a style attribute and a style element',
      '<svg xmlns="http://www.w3.org/2000/svg"><style>rect{fill:url(javascript:alert(1))}</style><rect style="fill:url(javascript:alert(2))" fill="url(javascript:alert(3))" width="5" height="5"/></svg>',
      ['javascript', 'alert'],
    ],
    [
      'a CSS escape and an @import',
      '<svg xmlns="http://www.w3.org/2000/svg"><style>@import "https://evil.test/x.css"; rect{fill:u\\72l(https://evil.test/p.png)}</style><rect width="5" height="5"/></svg>',
      ['@import', 'evil.test'],
    ],
    [
      'an image fetched from elsewhere',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.test/pixel.png" width="5" height="5"/><rect width="5" height="5"/></svg>',
      ['tracker.test'],
    ],
  ])('cleans %s and keeps the drawing', async (_label, svg, gone) => {
    // Another account, so these uploads do not use up the first one's quota (quotas.test.ts).
    const response = await upload([{ name: 'x.svg', type: 'image/svg+xml', data: Buffer.from(svg) }], {
      cookie: cleanerCookie,
    })
    expect(response.statusCode).toBe(201)
    const served = await app.inject(response.json().url)
    expect(served.headers['content-type']).toBe('image/svg+xml')
    expect(served.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(served.body).toMatch(/<rect[^>]*width="5"/)
    for (const word of gone) expect(served.body.toLowerCase()).not.toContain(word.toLowerCase())
  })

  it('refuses an SVG whose DOCTYPE declares entities (an external entity never reaches a parser)', async () => {
    const svg =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&xxe;</text></svg>'
    const response = await upload([{ name: 'x.svg', type: 'image/svg+xml', data: Buffer.from(svg) }], {
      cookie: cleanerCookie,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: { code: 'image_rejected', message: REJECTED_ES } })
  })

  it('refuses a file over 4,000,000 bytes', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(4_000_001)])
    const response = await upload([{ name: 'big.png', type: 'image/png', data: big }])
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('image_rejected')
  })

  it('refuses huge pixel dimensions in a small file', async () => {
    const huge = await png(10_000, 5_000)
    expect(huge.length).toBeLessThan(4_000_000)
    const response = await upload([{ name: 'huge.png', type: 'image/png', data: huge }], {
      'accept-language': 'en',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe(
      'Image rejected - The image file exceeds the maximum allowed size (4MB). Valid formats are .jpeg, .png, .svg',
    )
  })

  it('takes one file only', async () => {
    const one = await png(20, 20)
    const response = await upload([
      { name: 'a.png', type: 'image/png', data: one },
      { name: 'b.png', type: 'image/png', data: one },
    ])
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('image_rejected')
  })

  it('refuses visitors', async () => {
    const body = multipart([{ name: 'a.png', type: 'image/png', data: await png(20, 20) }])
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/me/uploads',
      payload: body.payload,
      headers: { 'content-type': body.headers['content-type'] },
    })
    expect(response.statusCode).toBe(401)
  })

  it('answers unknown files with 404', async () => {
    expect((await app.inject('/uploads/0123456789abcdef01234567-card.webp')).statusCode).toBe(404)
    expect((await app.inject('/uploads/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404)
  })
})
