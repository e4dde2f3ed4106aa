import { Readable, Writable } from 'node:stream'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { catalogues } from '../src/modules/catalogues/catalogues.tables.ts'
import { createCatalogue } from './factories/catalogues.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Hardening at the edge (issue 10, point 13; decision 030): what the API and the pages answer to
 * input that is not text, bodies that are not forms, methods nobody serves, and who may cache
 * what. Pages are rendered, so this file needs the web build.
 */
const logLines: string[] = []
const { app, database } = await createTestApp({
  web: true,
  logStream: new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...String(chunk).split('\n').filter(Boolean))
      done()
    },
  }),
  extend: (instance) => {
    // A failed query with a large parameter, as the NUL byte used to cause: what reaches the log?
    instance.get('/api/v1/__failing-query', async () => {
      await instance.db.execute(sql`select ${`SECRET-PARAM-${'x'.repeat(12_000)}`}::int as n`)
      return { ok: true }
    })
  },
})
const owner = await createUser(database.db, { email: 'edge-owner@example.test', name: 'Olga Orilla' })
const shop = await createShop(database.db, owner.id, { slug: 'orilla', name: 'La Orilla', photo: null })
const ownerCookie = await loginAs(app, 'edge-owner@example.test')

/** The log lines written while `run` ran, parsed. */
async function logged(run: () => Promise<unknown>): Promise<Array<Record<string, unknown>>> {
  const from = logLines.length
  await run()
  return logLines.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>)
}

function expectError(
  response: { statusCode: number; json(): unknown; body: string },
  status: number,
  code: string,
) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(status)
  expect(response.json()).toMatchObject({ error: { code, message: expect.any(String) } })
}

describe('NUL bytes and invalid text', () => {
  const urls = [
    // identity, shops, banners, catalogues, items, media: a route of every module
    '/api/v1/me?x=%00',
    '/api/v1/shops/orilla%00',
    '/api/v1/shops?limit=1%00',
    '/api/v1/shops/orilla/banners/visible?x=%C3%28',
    '/api/v1/shops/orilla/catalogues/caf%00',
    '/api/v1/items/search?q=caf%00',
    '/api/v1/items/itm_%ED%A0%80',
    '/api/v1/shops/orilla/items?q=%FF',
    '/uploads/%00.webp',
    // pages
    '/orilla%00',
    '/orilla/productos?q=%00',
    '/%ED%A0%80',
    '/login?next=%C0%AF',
  ]

  it.each(urls)('answers %s with 400 invalid_input', async (url) => {
    const response = await app.inject({ url })
    expectError(response, 400, 'invalid_input')
    expect(response.json().error.message).toBe(
      'La solicitud contiene texto no válido (caracteres nulos o codificación incorrecta).',
    )
  })

  it('refuses a NUL or a lone surrogate in a JSON body, in a key or a value, on every module’s writes', async () => {
    const writes = [
      { method: 'POST', url: '/api/v1/auth/login', payload: '{"email":"a\\u0000@b.test","password":"x"}' },
      {
        method: 'POST',
        url: '/api/v1/auth/signup',
        payload: '{"name":"\\ud800","email":"n@b.test","password":"x"}',
      },
      { method: 'PATCH', url: '/api/v1/me', payload: '{"name":"Olga\\u0000"}' },
      { method: 'PATCH', url: '/api/v1/shops/orilla', payload: '{"name":"x","bad\\u0000key":1}' },
      { method: 'POST', url: '/api/v1/shops/orilla/banners', payload: '{"hzt_image":"/a\\u0000"}' },
      { method: 'POST', url: '/api/v1/shops/orilla/catalogues', payload: '{"name":"\\udfff"}' },
      { method: 'POST', url: '/api/v1/me/items', payload: '{"name":["\\u0000"]}' },
    ] as const
    for (const write of writes) {
      const response = await app.inject({
        ...write,
        headers: { 'content-type': 'application/json', cookie: ownerCookie, 'accept-language': 'en' },
      })
      expectError(response, 400, 'invalid_input')
      expect(response.json().error.message).toBe(
        'The request contains invalid text (null characters or a broken encoding).',
      )
    }
    const stored = await app.inject('/api/v1/shops/orilla')
    expect(stored.json().name).toBe('La Orilla')
  })

  it('logs a refusal once, at info, without the text, and never as an error', async () => {
    const lines = await logged(() => app.inject({ url: '/api/v1/shops/orilla%00?q=NUL-MARKER%00' }))
    const refusals = lines.filter((line) => line.msg === 'request refused: invalid text')
    expect(refusals).toHaveLength(1)
    expect(refusals[0]!.level).toBe(30)
    expect(lines.some((line) => Number(line.level) >= 50)).toBe(false)
    expect(JSON.stringify(refusals)).not.toContain('NUL-MARKER')
  })

  it('logs a failed query without its statement or parameters', async () => {
    const lines = await logged(async () => {
      const response = await app.inject('/api/v1/__failing-query')
      expectError(response, 500, 'internal_error')
    })
    const errors = lines.filter((line) => Number(line.level) >= 50)
    expect(errors).toHaveLength(1)
    const text = JSON.stringify(errors[0])
    expect(text).toContain('database query failed')
    expect(text).not.toContain('SECRET-PARAM')
    expect(text).not.toMatch(/select /i)
    expect(text.length).toBeLessThan(4_000)
  })
})

describe('page forms', () => {
  const pages = [
    '/login',
    '/signup',
    '/recuperar',
    '/logout',
    '/perfil',
    '/preferencias/idioma',
    '/preferencias/tema',
    '/apps/me/products/create',
    '/orilla/login',
  ]

  it.each(pages)(
    '%s answers a JSON body, no content type and broken multipart with 4xx in our shape',
    async (url) => {
      const json = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', cookie: ownerCookie },
        payload: '{"email":"a@b.test"}',
      })
      expectError(json, 415, 'unsupported_media_type')
      const bare = await app.inject({ method: 'POST', url, headers: { cookie: ownerCookie } })
      expectError(bare, 415, 'unsupported_media_type')
      const broken = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=edge', cookie: ownerCookie },
        payload: '--edge\r\nContent-Disposition: form-data; name="email"\r\n\r\nno end',
      })
      expectError(broken, 400, 'invalid_form')
      const noBoundary = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data' },
        payload: 'x',
      })
      expectError(noBoundary, 400, 'invalid_form')
    },
  )

  it('still takes a real form: logging in through the page sets the session and redirects', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=edge-owner%40example.test&password=factory-password-1',
    })
    expect(response.statusCode).toBe(302)
    expect(String(response.headers['set-cookie'])).toContain('session_token')
    // With JavaScript, React Router posts the same form to the route's `.data` address.
    const hydrated = await app.inject({
      method: 'POST',
      url: '/login.data',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      payload: 'email=edge-owner%40example.test&password=factory-password-1',
    })
    expect(hydrated.statusCode).toBeLessThan(400)
    expect(String(hydrated.headers['set-cookie'])).toContain('session_token')
    const multipart = await app.inject({
      method: 'POST',
      url: '/preferencias/idioma',
      headers: { 'content-type': 'multipart/form-data; boundary=edge' },
      payload: '--edge\r\nContent-Disposition: form-data; name="locale"\r\n\r\nen\r\n--edge--\r\n',
    })
    expect(multipart.statusCode).toBeLessThan(400)
    expect(String(multipart.headers['set-cookie'])).toContain('locale=en')
  })

  it('refuses NUL and broken escapes in a form’s fields and names', async () => {
    for (const payload of ['email=a%00b&password=x', 'email=%C3%28&password=x', 'em%00ail=a&password=x']) {
      const response = await app.inject({
        method: 'POST',
        url: '/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      })
      expectError(response, 400, 'invalid_input')
    }
    const multipart = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'multipart/form-data; boundary=edge' },
      payload: '--edge\r\nContent-Disposition: form-data; name="email"\r\n\r\na\u0000b\r\n--edge--\r\n',
    })
    expectError(multipart, 400, 'invalid_input')
  })

  it('cuts off a form body over its limit, declared or streamed', async () => {
    const declared = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${'a'.repeat(2 * 1024 * 1024)}`,
    })
    expectError(declared, 413, 'payload_too_large')
    expect(declared.headers.connection).toBe('close')
    // No Content-Length: the body is read until it passes the limit, then refused.
    const streamed = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: Readable.from(
        (function* () {
          for (let i = 0; i < 40; i += 1) yield Buffer.alloc(64 * 1024, 'a')
        })(),
      ),
    })
    expectError(streamed, 413, 'payload_too_large')
    const upload = await app.inject({
      method: 'POST',
      url: '/apps/me/products/create',
      headers: { 'content-type': 'multipart/form-data; boundary=edge', cookie: ownerCookie },
      payload: Buffer.alloc(22 * 1024 * 1024, 'a'),
    })
    expectError(upload, 413, 'payload_too_large')
  })
})

describe('methods', () => {
  it.each(['TRACE', 'PROPFIND', 'QUERY'])('answers %s with 405 on pages and on the API', async (method) => {
    for (const url of ['/orilla', '/login', '/api/v1/shops', '/api/v1/nothing']) {
      const response = await app.inject({ method: method as 'GET', url })
      expectError(response, 405, 'method_not_allowed')
      expect(response.headers.allow).toContain('GET')
    }
  })

  it('answers PUT and DELETE on a page with 405, never reaching its action', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH'] as const) {
      const response = await app.inject({
        method,
        url: '/logout',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: ownerCookie },
        payload: '',
      })
      expectError(response, 405, 'method_not_allowed')
      expect(response.headers.allow).toBe('GET, HEAD, POST')
    }
    const me = await app.inject({ url: '/api/v1/me', headers: { cookie: ownerCookie } })
    expect(me.json().anonymous).toBe(false)
  })
})

describe('bodies where none is taken', () => {
  it('refuses a DELETE that sends fields, deleting nothing, and takes one with no body or an empty object', async () => {
    const [first, second] = [
      await createCatalogue(database.db, shop.id),
      await createCatalogue(database.db, shop.id),
    ]
    const remove = (id: string, payload?: string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/v1/shops/orilla/catalogues/${id}`,
        headers: {
          cookie: ownerCookie,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { payload }),
      })
    const refused = await remove(first.id, '{"force":true}')
    expectError(refused, 400, 'unknown_fields')
    expectError(await remove(first.id, '[1]'), 400, 'invalid_request')
    const left = await database.db.select().from(catalogues).where(eq(catalogues.id, first.id))
    expect(left).toHaveLength(1)
    expect((await remove(first.id, '{}')).statusCode).toBe(204)
    expect((await remove(second.id)).statusCode).toBe(204)
  })
})

describe('Fastify’s own refusals in our shape', () => {
  it('never echoes the request', async () => {
    const cases = [
      {
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"ECHO-MARKER',
      },
      {
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'text/plain' },
        payload: 'ECHO-MARKER',
      },
      {
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: `{"email":"${'ECHO-MARKER'.repeat(120_000)}"}`,
      },
      { method: 'GET', url: '/api/v1/ECHO-MARKER' },
      { method: 'GET', url: '/api/v1/shops/%E0%A4%A/ECHO-MARKER' },
      { method: 'GET', url: '/ECHO-MARKER/%' },
    ] as const
    const expected = [
      [400, 'invalid_json'],
      [415, 'unsupported_media_type'],
      [413, 'payload_too_large'],
      [404, 'route_not_found'],
      [400, 'invalid_input'],
    ] as const
    for (const [index, request] of cases.entries()) {
      const response = await app.inject(request)
      expect(response.body).not.toContain('ECHO-MARKER')
      const want = expected[index]
      if (want) expectError(response, want[0], want[1])
      else expect(response.statusCode).toBeLessThan(500)
    }
  })
})

describe('Cache-Control for signed-in viewers', () => {
  it('marks /api/v1/me private, no-store for visitors and members', async () => {
    const visitor = await app.inject('/api/v1/me')
    expect(visitor.headers['cache-control']).toBe('private, no-store')
    const member = await app.inject({ url: '/api/v1/me', headers: { cookie: ownerCookie } })
    expect(member.json().anonymous).toBe(false)
    expect(member.headers['cache-control']).toBe('private, no-store')
  })

  it('marks every page and API answer of a signed-in viewer, and leaves visitors’ caching alone', async () => {
    const page = await app.inject({ url: '/orilla', headers: { cookie: ownerCookie } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Olga Orilla')
    expect(page.headers['cache-control']).toBe('private, no-store')
    const list = await app.inject({ url: '/api/v1/shops', headers: { cookie: ownerCookie } })
    expect(list.headers['cache-control']).toBe('private, no-store')
    const visitorPage = await app.inject('/orilla')
    expect(visitorPage.statusCode).toBe(200)
    expect(String(visitorPage.headers['cache-control'] ?? '')).not.toContain('no-store')
    const visitorList = await app.inject('/api/v1/shops')
    expect(String(visitorList.headers['cache-control'] ?? '')).not.toContain('no-store')
  })
})

describe('URL fields', () => {
  const unsafe = [
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'vbscript:msgbox(1)',
    '//evil.test/a.png',
    '/\\evil.test/a.png',
    '/%2f%2fevil.test/a.png',
  ]

  it.each(unsafe)('refuses %j in every URL field with a field error, nothing saved', async (value) => {
    const writes = [
      { method: 'PATCH', url: `/api/v1/shops/${shop.slug}`, payload: { photo: value }, field: 'photo' },
      { method: 'PATCH', url: `/api/v1/shops/${shop.slug}`, payload: { discord: value }, field: 'discord' },
      { method: 'PATCH', url: '/api/v1/me', payload: { images: { avatar: value } }, field: 'images.avatar' },
      { method: 'PATCH', url: '/api/v1/me', payload: { images: { cover: value } }, field: 'images.cover' },
      {
        method: 'POST',
        url: `/api/v1/shops/${shop.slug}/banners`,
        payload: { hzt_image: value, vrt_image: '/static/a.png' },
        field: 'hzt_image',
      },
      {
        method: 'POST',
        url: `/api/v1/shops/${shop.slug}/catalogues`,
        payload: { name: 'Fotos', photo: value },
        field: 'photo',
      },
      { method: 'POST', url: '/api/v1/me/items', payload: { photos: [value] }, field: 'photos.0' },
    ] as const
    for (const write of writes) {
      const response = await app.inject({ ...write, headers: { cookie: ownerCookie } })
      expectError(response, 400, 'invalid_request')
      expect(Object.keys(response.json().error.fields)).toContain(write.field)
    }
    const banner = await app.inject({
      method: 'POST',
      url: `/api/v1/shops/${shop.slug}/banners`,
      headers: { cookie: ownerCookie },
      payload: { hzt_image: '/static/a.png', vrt_image: '/static/b.png', action_type: 'url', url: value },
    })
    expectError(banner, 400, 'invalid_request')
    const stored = await app.inject({ url: `/api/v1/shops/${shop.slug}`, headers: { cookie: ownerCookie } })
    expect(stored.json()).toMatchObject({ photo: null, discord: null })
    const banners = await app.inject({
      url: `/api/v1/shops/${shop.slug}/banners`,
      headers: { cookie: ownerCookie },
    })
    expect(banners.json().results).toHaveLength(0)
  })

  it('keeps accepting https links and paths on this site', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/v1/shops/${shop.slug}`,
      headers: { cookie: ownerCookie },
      payload: { photo: '/static/demo/a.svg', discord: 'https://discord.gg/orilla' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      photo: '/static/demo/a.svg',
      discord: 'https://discord.gg/orilla',
    })
    await app.inject({
      method: 'PATCH',
      url: `/api/v1/shops/${shop.slug}`,
      headers: { cookie: ownerCookie },
      payload: { photo: null, discord: null },
    })
  })
})
