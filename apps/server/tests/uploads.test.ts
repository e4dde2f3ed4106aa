import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

const { app, database } = await createTestApp()
await createUser(database.db, { email: 'uploader@example.test' })
const cookie = await loginAs(app, 'uploader@example.test')

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

  it('accepts a clean SVG as it is', async () => {
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
      'an SVG with a script',
      { name: 'x.svg', type: 'image/svg+xml', data: Buffer.from('<svg><script>alert(1)</script></svg>') },
    ],
    [
      'an SVG with an event handler',
      { name: 'x.svg', type: 'image/svg+xml', data: Buffer.from('<svg><rect onclick="x()"/></svg>') },
    ],
    ['an empty file', { name: 'x.png', type: 'image/png', data: Buffer.alloc(0) }],
  ])('refuses %s with the spec’s message', async (_label, file) => {
    const response = await upload([file])
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
