import { profile } from '@tianguis/core/contracts/identity'
import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type ApiContractError, cookieHeaders, createApi, toResult } from './api.server'
import { type ApiRequest, type ApiResponse, requestInfoContext } from './request-context'

const anonymous = {
  id: 'anonymous',
  anonymous: true,
  name: '',
  email: null,
  email_verified: false,
  is_guest: false,
  phone: null,
  images: { avatar: null, cover: null },
  main_type: 'personal',
  slug: null,
  user_level: '',
  shops: [],
}

function fakeContext(answer: (request: ApiRequest) => ApiResponse) {
  const calls: ApiRequest[] = []
  const context = new RouterContextProvider()
  context.set(requestInfoContext, {
    api: async (request) => {
      calls.push(request)
      return answer(request)
    },
    requestId: 'req-1',
    nonce: 'n',
    hostShopSlug: null,
    publicOrigin: 'http://localhost:3000',
    platformOrigin: 'http://localhost:3000',
    knownHost: true,
  })
  return { context, calls }
}

describe('api client', () => {
  it('sends an Idempotency-Key when given one, and asks again while the first request still runs', async () => {
    const item = z.object({ id: z.string() })
    let answers = 0
    const { context, calls } = fakeContext(() => {
      answers += 1
      return answers < 3
        ? {
            status: 409,
            headers: {},
            body: { error: { code: 'idempotency_key_in_use', message: 'en curso' } },
          }
        : { status: 201, headers: { 'idempotent-replayed': 'true' }, body: { id: 'itm_1' } }
    })
    const api = createApi(new Request('http://localhost/', { headers: { cookie: 's=1' } }), context)
    const result = await api.send('POST', '/api/v1/me/items', { name: 'x' }, item, { idempotencyKey: 'k-1' })
    expect(result).toMatchObject({ ok: true, status: 201, data: { id: 'itm_1' } })
    expect(calls).toHaveLength(3)
    for (const call of calls) expect(call.headers).toEqual({ cookie: 's=1', 'idempotency-key': 'k-1' })
  })

  it('without a key sends none and takes a 409 as the answer', async () => {
    const { context, calls } = fakeContext(() => ({
      status: 409,
      headers: {},
      body: { error: { code: 'idempotency_key_in_use', message: 'en curso' } },
    }))
    const api = createApi(new Request('http://localhost/'), context)
    const result = await api.send('POST', '/api/v1/me/items', { name: 'x' }, z.object({}))
    expect(result).toMatchObject({ ok: false, status: 409, error: { code: 'idempotency_key_in_use' } })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.headers).toEqual({})
  })

  it("forwards only the visitor's cookie, language and user agent", async () => {
    const { context, calls } = fakeContext(() => ({ status: 200, headers: {}, body: anonymous }))
    const request = new Request('http://localhost/demo', {
      headers: {
        cookie: 'session=abc',
        'accept-language': 'en',
        'user-agent': 'test-agent',
        authorization: 'Bearer nope',
      },
    })
    const result = await createApi(request, context).get('/api/v1/me', profile)
    expect(result).toMatchObject({ ok: true, status: 200, data: { anonymous: true } })
    expect(calls[0]).toEqual({
      method: 'GET',
      path: '/api/v1/me',
      headers: { cookie: 'session=abc', 'accept-language': 'en', 'user-agent': 'test-agent' },
    })
  })

  it('adds query parameters and sends bodies', async () => {
    const { context, calls } = fakeContext(() => ({ status: 204, headers: {}, body: null }))
    const api = createApi(new Request('http://localhost/'), context)
    await api.get('/api/v1/shops', profile.array().nullable(), { offset: 10, limit: 5, skip: undefined })
    await api.send('POST', '/api/v1/auth/logout', undefined)
    await api.send('POST', '/api/v1/auth/password-reset/request', { email: 'a@b.co' })
    expect(calls.map((c) => c.path)).toEqual([
      '/api/v1/shops?offset=10&limit=5',
      '/api/v1/auth/logout',
      '/api/v1/auth/password-reset/request',
    ])
    expect('body' in calls[1]!).toBe(false)
    expect(calls[2]!.body).toEqual({ email: 'a@b.co' })
  })

  it('uploads a file as multipart/form-data under the given field', async () => {
    const stored = { id: 'x', type: 'png', url: '/uploads/x.webp' }
    const { context, calls } = fakeContext(() => ({ status: 201, headers: {}, body: stored }))
    const api = createApi(new Request('http://localhost/', { headers: { cookie: 's=1' } }), context)
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'foto.png', { type: 'image/png' })
    const result = await api.upload('/api/v1/me/uploads', 'image', file, z.object({ id: z.string() }))
    expect(result).toMatchObject({ ok: true, status: 201, data: { id: 'x' } })
    const call = calls[0]!
    expect(call).toMatchObject({ method: 'POST', path: '/api/v1/me/uploads', headers: { cookie: 's=1' } })
    expect('body' in call).toBe(false)
    const boundary = /boundary=(.+)$/.exec(call.raw!.contentType)?.[1]
    expect(call.raw!.contentType).toMatch(/^multipart\/form-data; boundary=/)
    const text = new TextDecoder('latin1').decode(call.raw!.payload)
    expect(text).toContain(`--${boundary}\r\n`)
    expect(text).toContain('Content-Disposition: form-data; name="image"; filename="foto.png"')
    expect(text).toContain('Content-Type: image/png')
    expect(Buffer.from(call.raw!.payload).includes(Buffer.from([137, 80, 78, 71]))).toBe(true)
  })

  it("returns the API's error with its fields", () => {
    const result = toResult(
      'POST',
      '/api/v1/auth/signup',
      {
        status: 400,
        headers: {},
        body: { error: { code: 'invalid_request', message: 'Datos inválidos', fields: { email: 'Correo' } } },
      },
      profile,
    )
    expect(result).toEqual({
      ok: false,
      status: 400,
      setCookies: [],
      error: { code: 'invalid_request', message: 'Datos inválidos', fields: { email: 'Correo' } },
    })
  })

  it('keeps unknown error codes and survives bodies that are not errors', () => {
    const unknown = toResult(
      'GET',
      '/x',
      { status: 418, headers: {}, body: { error: { code: 'teapot', message: 'No' } } },
      null,
    )
    expect(unknown).toMatchObject({ ok: false, error: { code: 'teapot', message: 'No' } })
    const garbage = toResult('GET', '/x', { status: 502, headers: {}, body: 'Bad gateway' }, null)
    expect(garbage).toMatchObject({ ok: false, status: 502, error: { code: 'internal_error' } })
  })

  it('treats a success outside the contract as a bug', () => {
    expect(() =>
      toResult('GET', '/api/v1/me', { status: 200, headers: {}, body: { id: 1 } }, profile),
    ).toThrowError(expect.objectContaining({ name: 'ApiContractError' }) as ApiContractError)
  })

  it('trusts a body the route checked against the same contract, and checks it against any other', () => {
    const sameAsProfile = JSON.stringify(z.toJSONSchema(profile))
    // Checked by the route against this very contract (an in-process call): not parsed again, so
    // even a body a parse would refuse comes back as it is (the route answered it, decision 032).
    const checked = { ...anonymous, extra: 'left in by the route' }
    const trusted = toResult(
      'GET',
      '/api/v1/me',
      { status: 200, headers: {}, body: checked, contract: sameAsProfile },
      profile,
    )
    expect(trusted).toMatchObject({ ok: true, data: checked })
    // Another contract than the page's, or none: the page's own check runs.
    const narrower = z.strictObject({ id: z.string() })
    expect(() =>
      toResult(
        'GET',
        '/api/v1/me',
        { status: 200, headers: {}, body: anonymous, contract: sameAsProfile },
        narrower,
      ),
    ).toThrowError(expect.objectContaining({ name: 'ApiContractError' }) as ApiContractError)
    expect(() =>
      toResult(
        'GET',
        '/api/v1/me',
        { status: 200, headers: {}, body: { id: 1 }, contract: JSON.stringify({ type: 'object' }) },
        profile,
      ),
    ).toThrowError(expect.objectContaining({ name: 'ApiContractError' }) as ApiContractError)
  })

  it('passes every Set-Cookie on to the page response', () => {
    const single = toResult(
      'POST',
      '/x',
      { status: 204, headers: { 'set-cookie': 'a=1; Path=/' }, body: null },
      null,
    )
    const many = toResult(
      'POST',
      '/x',
      { status: 204, headers: { 'set-cookie': ['a=1', 'b=2'] }, body: null },
      null,
    )
    expect(cookieHeaders(single).getSetCookie()).toEqual(['a=1; Path=/'])
    expect(cookieHeaders(many).getSetCookie()).toEqual(['a=1', 'b=2'])
  })
})
