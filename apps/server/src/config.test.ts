import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEVELOPMENT_SECRET, loadConfig, startWarnings } from './config.ts'

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'tianguis-config-'))

describe('configuration', () => {
  it('is production when NODE_ENV is unset, as `npm start` runs, with a secret made and kept in the data dir', () => {
    const dir = dataDir()
    const config = loadConfig({ DATA_DIR: dir })
    expect(config.mode).toBe('production')
    expect(config.production).toBe(true)
    expect(config.exposeQueryCount).toBe(false)
    expect(config.authSecretSource).toBe('data-dir')
    expect(config.authSecret).not.toBe(DEVELOPMENT_SECRET)
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32)
    const file = path.join(dir, 'auth-secret')
    expect(readFileSync(file, 'utf8').trim()).toBe(config.authSecret)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    // The next start signs with the same secret: sessions survive a restart.
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(config.authSecret)
    expect(startWarnings(config)).toEqual([])
  })

  it('takes AUTH_SECRET when set, and refuses a short one or the development one in production', () => {
    const secret = 's'.repeat(40)
    expect(loadConfig({ DATA_DIR: dataDir(), AUTH_SECRET: secret }).authSecret).toBe(secret)
    expect(() => loadConfig({ DATA_DIR: dataDir(), AUTH_SECRET: 'short' })).toThrow(/32/)
    expect(() => loadConfig({ DATA_DIR: dataDir(), AUTH_SECRET: DEVELOPMENT_SECRET })).toThrow(/development/)
  })

  it('warns loudly in development, where the secret is the one in the source and debugging headers are on', () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir() })
    expect(config.production).toBe(false)
    expect(config.authSecret).toBe(DEVELOPMENT_SECRET)
    expect(config.exposeQueryCount).toBe(true)
    expect(startWarnings(config).join('\n')).toMatch(/WARNING.*development mode/)
  })

  it('warns when processes sharing PostgreSQL would each make their own secret', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://db/tianguis' })
    expect(startWarnings(config).join('\n')).toContain('Set AUTH_SECRET')
  })

  it('reads TRUST_PROXY as hops or addresses, and the timeouts, keeping the headers within the request', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false)
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 })
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' }).trustProxy).toEqual({ hops: 1 })
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 })
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/)
    expect(loadConfig({ NODE_ENV: 'test' }).timeouts).toEqual({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      idleTimeoutMs: 60_000,
      timeoutCheckMs: 1_000,
    })
    const short = loadConfig({ NODE_ENV: 'test', REQUEST_TIMEOUT_MS: '500', HEADERS_TIMEOUT_MS: '2000' })
    expect(short.timeouts).toMatchObject({ requestTimeoutMs: 500, headersTimeoutMs: 500 })
  })

  it('runs the sandbox payments outside production, and in production only with SANDBOX_PAYMENTS=1', () => {
    const secret = 'a-production-secret-for-tests-0123456789abcdef'
    expect(loadConfig({ NODE_ENV: 'test' }).sandboxPayments).toBe(true)
    expect(loadConfig({ NODE_ENV: 'development' }).sandboxPayments).toBe(true)
    const live = loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret })
    expect(live.sandboxPayments).toBe(false)
    const demo = loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret, SANDBOX_PAYMENTS: '1' })
    expect(demo.sandboxPayments).toBe(true)
    expect(startWarnings(demo).join('\n')).toContain('SANDBOX_PAYMENTS=1')
    expect(startWarnings(live).join('\n')).not.toContain('SANDBOX_PAYMENTS')
  })
})
