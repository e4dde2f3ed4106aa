import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseTrustProxy, type TrustProxy } from './http/proxy.ts'
import { type PaymentsConfig, paymentsConfigFrom } from './platform/payments/configured.ts'
import { SANDBOX_DEVELOPMENT_WEBHOOK_SECRET } from './platform/payments/sandbox/sandbox-webhook-events.ts'

/** Everything the server reads from the environment, read once at start. */
export interface Config {
  port: number
  host: string
  /** PostgreSQL server; when unset the embedded PGlite database under `dataDir` is used. */
  databaseUrl: string | null
  dataDir: string
  /** Uploaded files (local storage); defaults to `{dataDir}/uploads`. */
  uploadsDir: string
  /** Shops are also reached at `{slug}.{publicBaseDomain}`. */
  publicBaseDomain: string
  /** The address people use to reach the platform; origins of state-changing requests must match it. */
  publicUrl: string
  /**
   * Long random secret signing sessions: `AUTH_SECRET`; in production without it, one made on the
   * first start and kept in `{dataDir}/auth-secret`; in development and tests a fixed value.
   */
  authSecret: string
  /** Where the secret came from, so the start-up line can warn about the weak ones. */
  authSecretSource: 'env' | 'data-dir' | 'development'
  redisUrl: string | null
  /** `smtp://user:pass@host:port`; when unset mail stays in the outbox table. */
  smtpUrl: string | null
  mailFrom: string
  /** `NODE_ENV` unless it is `development` or `test`: `npm start` is production unless asked otherwise. */
  production: boolean
  mode: 'production' | 'development' | 'test'
  logLevel: string
  /** Adds `x-sql-statements` to answers so tests and developers can see each request's query count. */
  exposeQueryCount: boolean
  /** Where the built web app lives (React Router `build/`). */
  webBuildDir: string
  /** `TRUST_PROXY`: how many proxies in front may set `X-Forwarded-For`/`-Proto` (http/proxy.ts). */
  trustProxy: TrustProxy
  /**
   * Node's limits on a slow client: the whole request (headers and body) must arrive within
   * `requestTimeoutMs`, the headers within `headersTimeoutMs`; an idle connection closes after
   * `idleTimeoutMs`; the limits are checked every `timeoutCheckMs`.
   */
  timeouts: {
    requestTimeoutMs: number
    headersTimeoutMs: number
    idleTimeoutMs: number
    timeoutCheckMs: number
  }
  /** Visitors' list answers kept a few seconds (decision 023); `ANSWER_CACHE=0` turns it off. */
  answerCache: boolean
  /** How long a verified session cookie is trusted without reading it again (decision 032); 0 turns it off. */
  sessionCacheMs: number
  /** Test-only setup routes for the browser journeys (`E2E_SETUP=1`, decision 033); refused in production. */
  e2eSetup: boolean
  /**
   * The sandbox payment provider and its routes (decision 045): on unless `SANDBOX_PAYMENTS=0`,
   * since no real gateway exists yet and `npm start` (production mode) must let the demo be
   * bought from; production start-up warns that no charge is real.
   */
  sandboxPayments: boolean
  /**
   * The secret the sandbox signs its webhooks with and the webhook route checks them by
   * (`SANDBOX_WEBHOOK_SECRET`, decision 058): a fixed value in development and tests; in production
   * without it, a new random one each start (the sandbox delivers to its own process, so nobody
   * else needs it, and nobody can forge one from the source).
   */
  sandboxWebhookSecret: string
  /** The real payment gateways and their keys (decision 057; README "Payments"). */
  payments: PaymentsConfig
}

const repoRoot = path.resolve(import.meta.dirname, '../../..')

export const DEVELOPMENT_SECRET = 'tianguis-development-secret-change-me-0123456789'

/** Milliseconds from the environment: a whole number, else the default. */
function millis(value: string | undefined, fallback: number): number {
  return value && /^\d+$/.test(value) ? Number(value) : fallback
}

function modeOf(nodeEnv: string | undefined): Config['mode'] {
  return nodeEnv === 'development' || nodeEnv === 'test' ? nodeEnv : 'production'
}

/**
 * A production server needs a secret nobody else has. Without `AUTH_SECRET`, the first start makes
 * one and keeps it beside the embedded database (readable by the owner only), so `npm start` on a
 * fresh clone is safe and sessions survive restarts. Several processes must share `AUTH_SECRET`.
 */
function dataDirSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret')
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim()
    if (kept.length >= 32) return kept
  }
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  chmodSync(file, 0o600)
  return secret
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = modeOf(env.NODE_ENV)
  const production = mode === 'production'
  const port = Number(env.PORT ?? 3000)
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'))
  if (production && env.AUTH_SECRET !== undefined && env.AUTH_SECRET.length < 32)
    throw new Error('AUTH_SECRET must be at least 32 characters long in production')
  const [authSecret, authSecretSource]: [string, Config['authSecretSource']] = env.AUTH_SECRET
    ? [env.AUTH_SECRET, 'env']
    : production
      ? [dataDirSecret(dataDir), 'data-dir']
      : [DEVELOPMENT_SECRET, 'development']
  if (production && authSecret === DEVELOPMENT_SECRET)
    throw new Error('AUTH_SECRET is the development secret written in the source: set your own')
  if (production && env.E2E_SETUP === '1') throw new Error('E2E_SETUP is for the test server only')
  const requestTimeoutMs = millis(env.REQUEST_TIMEOUT_MS, 30_000)
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    publicBaseDomain: env.PUBLIC_BASE_DOMAIN ?? 'tianguis.localhost',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    authSecret,
    authSecretSource,
    redisUrl: env.REDIS_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Tianguis <no-reply@tianguis.localhost>',
    production,
    mode,
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    // A debugging aid: never on by default where the server faces the public.
    exposeQueryCount: env.EXPOSE_QUERY_COUNT ? env.EXPOSE_QUERY_COUNT === '1' : !production,
    webBuildDir: path.resolve(env.WEB_BUILD_DIR ?? path.join(repoRoot, 'apps/web/build')),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    timeouts: {
      requestTimeoutMs,
      // Node refuses a headers timeout longer than the request timeout.
      headersTimeoutMs: Math.min(millis(env.HEADERS_TIMEOUT_MS, 10_000), requestTimeoutMs || Infinity),
      idleTimeoutMs: millis(env.IDLE_TIMEOUT_MS, 60_000),
      timeoutCheckMs: millis(env.TIMEOUT_CHECK_MS, 1_000),
    },
    answerCache: env.ANSWER_CACHE !== '0',
    sessionCacheMs:
      env.SESSION_CACHE_MS === undefined ? 10_000 : Math.max(0, Number(env.SESSION_CACHE_MS) || 0),
    e2eSetup: env.E2E_SETUP === '1',
    sandboxPayments: env.SANDBOX_PAYMENTS !== '0',
    sandboxWebhookSecret:
      env.SANDBOX_WEBHOOK_SECRET ||
      (production ? `whsec_${randomBytes(24).toString('base64url')}` : SANDBOX_DEVELOPMENT_WEBHOOK_SECRET),
    payments: paymentsConfigFrom(env),
  }
}

/**
 * What `npm start` says before anything else when the configuration is not one to face the
 * public with: development mode (the secret written in the source, debugging headers), or a
 * generated secret that other processes on the same PostgreSQL cannot share.
 */
export function startWarnings(config: Config): string[] {
  const warnings: string[] = []
  if (config.authSecretSource === 'development') {
    warnings.push(
      [
        '',
        `!!! WARNING: Tianguis is running in ${config.mode} mode.`,
        '!!! Sessions are signed with the development secret written in the source code, and answers',
        '!!! carry debugging headers. Never expose this server to other people: run it with',
        '!!! NODE_ENV=production (what `npm start` does by default) and your own AUTH_SECRET.',
        '',
      ].join('\n'),
    )
  } else if (config.authSecretSource === 'data-dir' && config.databaseUrl) {
    warnings.push(
      `AUTH_SECRET is not set: sessions are signed with a secret made in ${config.dataDir}/auth-secret. ` +
        'Set AUTH_SECRET to the same value in every process that shares this database.',
    )
  }
  if (config.sandboxPayments && config.production) {
    warnings.push('Payments go to the sandbox gateway (SANDBOX_PAYMENTS=0 turns it off): no charge is real.')
  }
  if (config.exposeQueryCount && config.production) {
    warnings.push('EXPOSE_QUERY_COUNT=1: every answer carries x-sql-statements (a debugging aid).')
  }
  return warnings
}
