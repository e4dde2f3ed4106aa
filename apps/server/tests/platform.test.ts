import { describe, expect, it } from 'vitest'
import { createTestApp } from './helpers/test-app.ts'

const { app } = await createTestApp({
  extend: (instance) => {
    instance.get('/api/v1/__boom', async () => {
      throw new Error('secret internals at db.ts:42')
    })
    instance.get('/__csp/:extra', async (request, reply) =>
      reply.header('x-csp-extra', (request.params as { extra: string }).extra).send('ok'),
    )
  },
})

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    const health = await app.inject('/healthz')
    expect(health.statusCode).toBe(200)
    expect(health.json()).toEqual({ status: 'ok' })
    const ready = await app.inject('/readyz')
    expect(ready.statusCode).toBe(200)
    expect(ready.json().status).toBe('ready')
  })
})

describe('API plumbing', () => {
  it('answers unknown /api paths with a JSON 404 in the request language', async () => {
    const es = await app.inject('/api/v1/nothing-here')
    expect(es.statusCode).toBe(404)
    expect(es.headers['content-type']).toContain('application/json')
    expect(es.json()).toEqual({
      error: { code: 'route_not_found', message: 'Esta ruta de la API no existe.' },
    })
    const en = await app.inject({ url: '/api/nope', headers: { 'accept-language': 'en-US,en;q=0.9' } })
    expect(en.json().error.message).toBe('This API route does not exist.')
    const cookie = await app.inject({
      url: '/api/nope',
      headers: { cookie: 'locale=es-AR', 'accept-language': 'en' },
    })
    expect(cookie.json().error.code).toBe('route_not_found')
  })

  it('serves an OpenAPI 3.1 document with every route, and a readable reference', async () => {
    const doc = await app.inject('/api/openapi.json')
    expect(doc.statusCode).toBe(200)
    const body = doc.json()
    expect(body.openapi).toBe('3.1.0')
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/signup',
        '/api/v1/auth/login',
        '/api/v1/me',
        '/api/v1/shops/{slug}',
      ]),
    )
    expect(
      body.paths['/api/v1/auth/signup'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['name', 'email', 'password']))
    const docs = await app.inject('/api/docs')
    expect(docs.statusCode).toBe(200)
    expect(docs.headers['content-type']).toContain('text/html')
    expect(docs.body).toContain('POST /api/v1/auth/login')
  })

  it('bounds list paging', async () => {
    const tooMany = await app.inject('/api/v1/shops?limit=1000')
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().error).toMatchObject({
      code: 'invalid_request',
      fields: { limit: expect.any(String) },
    })
    const negative = await app.inject('/api/v1/shops?offset=-1')
    expect(negative.statusCode).toBe(400)
    const unknown = await app.inject('/api/v1/shops?sort=name')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.code).toBe('unknown_fields')
    const ok = await app.inject('/api/v1/shops?limit=5')
    expect(ok.json()).toEqual({ results: [], matches_estimated: 0 })
  })

  it('answers malformed JSON with a clear code', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('invalid_json')
    expect(response.body).not.toContain('at ')
  })

  it('gives every answer a request id and a SQL statement count', async () => {
    const response = await app.inject('/api/v1/shops')
    expect(response.headers['x-request-id']).toBeTruthy()
    expect(Number(response.headers['x-sql-statements'])).toBeGreaterThanOrEqual(1)
    const health = await app.inject('/healthz')
    expect(health.headers['x-sql-statements']).toBe('0')
  })
})

describe('security baseline', () => {
  it('sends security headers with a content security policy', async () => {
    const response = await app.inject('/api/v1/shops')
    expect(response.headers['content-security-policy']).toContain("default-src 'self'")
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
  })

  it('widens the policy only by a named extension, and never shows the request for it', async () => {
    const pixel = await app.inject('/__csp/fb-pixel')
    expect(pixel.headers['content-security-policy']).toMatch(
      /script-src [^;]*https:\/\/connect\.facebook\.net/,
    )
    expect(pixel.headers['content-security-policy']).toMatch(/connect-src [^;]*https:\/\/www\.facebook\.com/)
    expect(pixel.headers['x-csp-extra']).toBeUndefined()
    const both = await app.inject('/__csp/fb-pixel,live-chat')
    expect(both.headers['content-security-policy']).toMatch(/frame-src 'self' https:\/\/\*\.livechatinc\.com/)
    expect(both.headers['content-security-policy']).toContain('https://connect.facebook.net')
    const other = await app.inject('/__csp/evil.example')
    expect(other.headers['content-security-policy']).not.toContain('evil.example')
    expect(other.headers['content-security-policy']).not.toContain('facebook')
  })

  it('refuses state-changing requests from another origin', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { email: 'a@b.test', password: 'whatever-123' },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json().error.code).toBe('cross_origin_refused')
    const fetchSite = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(fetchSite.statusCode).toBe(403)
    const sameOrigin = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: { email: 'nobody@b.test', password: 'whatever-123' },
    })
    expect(sameOrigin.statusCode).toBe(401)
  })

  it('never shows a stack trace for an unexpected error', async () => {
    const response = await app.inject('/api/v1/__boom')
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      error: { code: 'internal_error', message: 'Ocurrió un error. Inténtalo más tarde.' },
    })
    expect(response.body).not.toContain('secret')
  })
})
