import { mkdtempSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createShop } from './factories/shops.ts'
import { createUser, FACTORY_PASSWORD } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The server as deployed behind one TLS-terminating proxy (decision 030): production mode as
 * `npm start` runs by default, `TRUST_PROXY=1`, a public URL of its own, and short request and
 * header timeouts so a slow client is seen being cut off within this test.
 */
const REQUEST_TIMEOUT_MS = 800
const HEADERS_TIMEOUT_MS = 400
const { app, database, config } = await createTestApp({
  web: true,
  env: {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tianguis-edge-')),
    TRUST_PROXY: '1',
    PUBLIC_URL: 'https://tianguis.test',
    PUBLIC_BASE_DOMAIN: 'tianguis.test',
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    TIMEOUT_CHECK_MS: '100',
  },
  extend: (instance) => {
    instance.get('/api/v1/__ip', async (request) => ({ ip: request.ip }))
  },
})
const user = await createUser(database.db, { email: 'proxy-user@example.test' })
await createShop(database.db, user.id, { slug: 'puerto', name: 'El Puerto' })

const PROXY = '10.0.0.2'

describe('client address behind a trusted proxy', () => {
  it('is the address the proxy appended, never the client-chosen first one', async () => {
    const response = await app.inject({
      url: '/api/v1/__ip',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 203.0.113.9' },
    })
    expect(response.json()).toEqual({ ip: '203.0.113.9' })
  })

  it('keeps limiting log in attempts when the client rotates a spoofed X-Forwarded-For', async () => {
    const attempt = (spoofed: string, real = '203.0.113.20') =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `${spoofed}, ${real}` },
        payload: { email: 'proxy-user@example.test', password: 'wrong-password-1' },
      })
    const statuses: number[] = []
    for (let i = 1; i <= 12; i += 1) statuses.push((await attempt(`198.51.100.${i}`)).statusCode)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses.slice(10)).toEqual([429, 429])
    // Another client behind the same proxy is another address: not locked out by the first.
    const neighbour = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '203.0.113.21' },
      payload: { email: 'proxy-user@example.test', password: FACTORY_PASSWORD },
    })
    expect(neighbour.statusCode).toBe(200)
  })
})

describe('production by default, on plain http and behind TLS', () => {
  it('runs in production mode with a secret of its own, and sends no debugging headers', async () => {
    expect(config.production).toBe(true)
    expect(config.authSecretSource).toBe('data-dir')
    const response = await app.inject('/api/v1/shops')
    expect(response.headers['x-sql-statements']).toBeUndefined()
  })

  it('sets the session cookie Secure only when the request came over TLS', async () => {
    const login = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': '203.0.113.30', ...headers },
        payload: { email: 'proxy-user@example.test', password: FACTORY_PASSWORD },
      })
    const plain = await login({})
    expect(plain.statusCode).toBe(200)
    expect(String(plain.headers['set-cookie'])).toContain('session_token')
    expect(String(plain.headers['set-cookie'])).not.toMatch(/;\s*secure/i)
    const tls = await login({ 'x-forwarded-proto': 'https' })
    expect(String(tls.headers['set-cookie'])).toMatch(/;\s*secure/i)
  })
})

describe('public addresses', () => {
  it('builds robots.txt on PUBLIC_URL, whatever X-Forwarded-Host says', async () => {
    const response = await app.inject({
      url: '/robots.txt',
      remoteAddress: PROXY,
      headers: { host: 'tianguis.test', 'x-forwarded-host': 'evil.example' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('Sitemap: https://tianguis.test/sitemap.xml')
    expect(response.body).not.toContain('evil')
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
  })

  it('names a shop’s own sub-domain, and keeps crawlers off a host that is nobody’s, uncached', async () => {
    const shop = await app.inject({ url: '/robots.txt', headers: { host: 'puerto.tianguis.test' } })
    expect(shop.body).toContain('Sitemap: https://puerto.tianguis.test/sitemap.xml')
    const stranger = await app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } })
    expect(stranger.statusCode).toBe(200)
    expect(stranger.body).toContain('Disallow: /')
    expect(stranger.body).not.toContain('evil')
    expect(stranger.headers['cache-control']).toBe('no-store')
  })

  it('lists sitemaps on PUBLIC_URL, not on a forwarded host', async () => {
    const response = await app.inject({
      url: '/sitemap.xml',
      remoteAddress: PROXY,
      headers: { host: 'tianguis.test', 'x-forwarded-host': 'evil.example' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<loc>https://tianguis.test/puerto/sitemap.xml</loc>')
    expect(response.body).not.toContain('evil')
  })
})

describe('slow clients', () => {
  async function listening(): Promise<number> {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' })
    return (app.server.address() as AddressInfo).port
  }

  /** Opens a socket, writes `start`, then one byte of `trickle` every 100 ms until the server closes it. */
  function trickle(port: number, start: string, drip: string) {
    return new Promise<{ answer: string; closedAfterMs: number }>((resolve, reject) => {
      const opened = Date.now()
      const socket = net.connect(port, '127.0.0.1')
      let answer = ''
      const timer = setInterval(() => socket.writable && socket.write(drip), 100)
      socket.on('connect', () => socket.write(start))
      socket.on('data', (chunk) => {
        answer += chunk.toString()
      })
      socket.on('error', () => {})
      socket.on('close', () => {
        clearInterval(timer)
        resolve({ answer, closedAfterMs: Date.now() - opened })
      })
      setTimeout(() => {
        clearInterval(timer)
        socket.destroy()
        reject(new Error('the server kept a trickling client connected for 10 s'))
      }, 10_000)
    })
  }

  it('cuts off a client trickling a body, with 408 in our shape', async () => {
    const port = await listening()
    const { answer, closedAfterMs } = await trickle(
      port,
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
      ' ',
    )
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100)
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 1_500)
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    expect(answer).toContain('"code":"request_timeout"')
  })

  it('cuts off a client trickling its headers', async () => {
    const port = await listening()
    const { answer, closedAfterMs } = await trickle(port, 'GET /orilla HTTP/1.1\r\nHost: localhost\r\n', 'x')
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 1_500)
    expect(answer).toMatch(/^HTTP\/1\.1 (408|431)/)
  })

  it('answers a malformed request line in our shape', async () => {
    const port = await listening()
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GARBAGE\r\n\r\n'))
      let text = ''
      socket.on('data', (chunk) => {
        text += chunk.toString()
      })
      socket.on('error', () => {})
      socket.on('close', () => resolve(text))
    })
    expect(answer).toMatch(/^HTTP\/1\.1 400/)
    expect(answer).toContain('"code":"invalid_request"')
    expect(answer).not.toContain('GARBAGE')
  })
})
