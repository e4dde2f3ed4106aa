import { describe, expect, it } from 'vitest'
import { createUser, FACTORY_PASSWORD } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * Spraying (quality.md 14, decision 031): one address trying many accounts, many sign-ups or many
 * codes, and one account tried from many addresses, meet a 429 in the user's language with
 * Retry-After. Each test sends from its own addresses so their counts stay apart.
 */
const { app, database } = await createTestApp()
const db = database.db

const post = (url: string, payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, remoteAddress, headers })

function expectLimited(response: Awaited<ReturnType<typeof post>>, message: string) {
  expect(response.statusCode).toBe(429)
  expect(response.json()).toEqual({ error: { code: 'rate_limited', message } })
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
}

describe('log in', () => {
  it('refuses one address trying 15 accounts, even with a right password, while others pass', async () => {
    const accounts = await Promise.all(
      Array.from({ length: 15 }, (_, i) => createUser(db, { email: `spray${i}@example.test` })),
    )
    const statuses: number[] = []
    for (const account of accounts) {
      statuses.push(
        (await post('/api/v1/auth/login', { email: account.email, password: 'not-it-at-all' }, '203.0.113.1'))
          .statusCode,
      )
    }
    expect(statuses.slice(0, 12)).toEqual(Array(12).fill(401))
    expect(statuses.slice(12)).toEqual([429, 429, 429])
    const right = await post(
      '/api/v1/auth/login',
      { email: accounts[0]!.email, password: FACTORY_PASSWORD },
      '203.0.113.1',
      { 'accept-language': 'en' },
    )
    expectLimited(right, 'Too many attempts. Wait a moment and try again.')
    expect(right.headers['set-cookie']).toBeUndefined()
    // Another address is not held back by it.
    const elsewhere = await post(
      '/api/v1/auth/login',
      { email: accounts[0]!.email, password: FACTORY_PASSWORD },
      '203.0.113.2',
    )
    expect(elsewhere.statusCode).toBe(200)
  })

  it('counts only wrong passwords against an address: a busy shared address logs in', async () => {
    const user = await createUser(db, { email: 'office@example.test' })
    for (let i = 0; i < 9; i++) {
      const ok = await post(
        '/api/v1/auth/login',
        { email: user.email, password: FACTORY_PASSWORD },
        '203.0.113.3',
      )
      expect(ok.statusCode).toBe(200)
    }
    const others = await Promise.all(
      Array.from({ length: 15 }, (_, i) => createUser(db, { email: `colleague${i}@example.test` })),
    )
    for (const other of others) {
      const ok = await post(
        '/api/v1/auth/login',
        { email: other.email, password: FACTORY_PASSWORD },
        '203.0.113.3',
      )
      expect(ok.statusCode).toBe(200)
    }
  })

  it('refuses one account tried from many addresses', async () => {
    await createUser(db, { email: 'target@example.test' })
    const statuses: number[] = []
    for (let i = 0; i < 22; i++) {
      statuses.push(
        (
          await post(
            '/api/v1/auth/login',
            { email: 'target@example.test', password: `guess-${i}` },
            `192.0.2.${i + 1}`,
          )
        ).statusCode,
      )
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401))
    expect(statuses.slice(20)).toEqual([429, 429])
    expectLimited(
      await post(
        '/api/v1/auth/login',
        { email: 'TARGET@example.test', password: FACTORY_PASSWORD },
        '192.0.2.99',
      ),
      'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
    )
  })
})

describe('sign up', () => {
  it('refuses the 21st sign-up in a row from one address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 22; i++) {
      statuses.push(
        (
          await post(
            '/api/v1/auth/signup',
            { name: 'Bot', email: `bot${i}@example.test`, password: 'una-clave-segura' },
            '203.0.113.20',
          )
        ).statusCode,
      )
    }
    expect(statuses).toEqual([...Array(20).fill(202), 429, 429])
  })

  it('refuses many sign-ups naming one email from many addresses (each would mail that inbox)', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await post(
            '/api/v1/auth/signup',
            { name: 'Bomb', email: 'inbox@example.test', password: 'una-clave-segura' },
            `198.51.100.${i + 1}`,
          )
        ).statusCode,
      )
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429])
  })
})

describe('codes', () => {
  it('refuses 12 reset codes for 12 emails from one address after the 10th', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const response = await post(
        '/api/v1/auth/password-reset/request',
        { email: `reset${i}@example.test` },
        '203.0.113.30',
        { 'accept-language': 'es-AR' },
      )
      statuses.push(response.statusCode)
      if (i === 11) expectLimited(response, 'Demasiados intentos. Esperá un momento y volvé a intentarlo.')
    }
    expect(statuses).toEqual([...Array(10).fill(202), 429, 429])
  })

  it('refuses many reset codes for one email from many addresses', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 9; i++) {
      statuses.push(
        (
          await post(
            '/api/v1/auth/password-reset/request',
            { email: 'victim@example.test' },
            `192.0.2.${100 + i}`,
          )
        ).statusCode,
      )
    }
    expect(statuses).toEqual([...Array(8).fill(202), 429])
  })

  it('limits confirmation-code resends per address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await post('/api/v1/auth/verify-email/resend', { email: `resend${i}@example.test` }, '203.0.113.40'))
          .statusCode,
      )
    }
    expect(statuses).toEqual([...Array(10).fill(202), 429])
  })

  it('counts from the proxy’s hop when TRUST_PROXY is set, so distinct clients are counted apart', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '1' } })
    const statuses: number[] = []
    for (let i = 0; i < 9; i++) {
      statuses.push(
        (
          await proxied.app.inject({
            method: 'POST',
            url: '/api/v1/auth/password-reset/request',
            payload: { email: 'proxied@example.test' },
            headers: { 'x-forwarded-for': `192.0.2.${200 + i}` },
          })
        ).statusCode,
      )
    }
    // One email from nine client addresses: the per-email limit, not the per-address one, stops it.
    expect(statuses).toEqual([...Array(8).fill(202), 429])
  })
})
