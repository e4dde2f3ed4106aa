import path from 'node:path'

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
  /** Long random secret signing sessions; a fixed development value is used when unset outside production. */
  authSecret: string
  redisUrl: string | null
  /** `smtp://user:pass@host:port`; when unset mail stays in the outbox table. */
  smtpUrl: string | null
  mailFrom: string
  production: boolean
  logLevel: string
  /** Adds `x-sql-statements` to answers so tests and developers can see each request's query count. */
  exposeQueryCount: boolean
  /** Where the built web app lives (React Router `build/`). */
  webBuildDir: string
  trustProxy: boolean
  /** Visitors' list answers kept a few seconds (decision 023); `ANSWER_CACHE=0` turns it off. */
  answerCache: boolean
  /** Test-only setup routes for the browser journeys (`E2E_SETUP=1`, decision 033); refused in production. */
  e2eSetup: boolean
}

const repoRoot = path.resolve(import.meta.dirname, '../../..')

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production'
  const port = Number(env.PORT ?? 3000)
  const secret = env.AUTH_SECRET ?? (production ? '' : 'tianguis-development-secret-change-me-0123456789')
  if (production && secret.length < 32)
    throw new Error('AUTH_SECRET must be set (32+ characters) in production')
  if (production && env.E2E_SETUP === '1') throw new Error('E2E_SETUP is for the test server only')
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    uploadsDir: path.resolve(
      env.UPLOADS_DIR ?? path.join(env.DATA_DIR ?? path.join(repoRoot, 'data'), 'uploads'),
    ),
    publicBaseDomain: env.PUBLIC_BASE_DOMAIN ?? 'tianguis.localhost',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    authSecret: secret,
    redisUrl: env.REDIS_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Tianguis <no-reply@tianguis.localhost>',
    production,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    exposeQueryCount: env.EXPOSE_QUERY_COUNT ? env.EXPOSE_QUERY_COUNT === '1' : !production,
    webBuildDir: path.resolve(env.WEB_BUILD_DIR ?? path.join(repoRoot, 'apps/web/build')),
    trustProxy: env.TRUST_PROXY === '1',
    answerCache: env.ANSWER_CACHE !== '0',
    e2eSetup: env.E2E_SETUP === '1',
  }
}
