import rateLimit from '@fastify/rate-limit'
import { ITEM_CREATE_QUOTAS, type Quota, UPLOAD_QUOTAS } from '@tianguis/core/constants'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../kernel/app-error.ts'

/**
 * Limits on the identity routes (quality.md 14, decision 031). Each route is limited three ways:
 * per pair (address, email), per address across emails, and per email across addresses, so
 * neither one address trying many accounts nor many addresses trying one account gets far.
 * `failures` limits count only wrong passwords: a busy shared address (an office, a campus)
 * logging in successfully is never refused by them.
 */
export const LIMITS = {
  login: { max: 10, timeWindow: '15 minutes' },
  /** Failed logins from one address, whatever the account: a little more than one account's pair limit. */
  loginFailuresPerAddress: { max: 12, timeWindow: '15 minutes' },
  /** Failed logins on one account, whatever the address. */
  loginFailuresPerEmail: { max: 20, timeWindow: '1 hour' },
  /** Sign-ups from one address, whatever the email. */
  signup: { max: 20, timeWindow: '1 hour' },
  /** Each sign-up mails the address named: at most this many mails to one inbox. */
  signupPerEmail: { max: 5, timeWindow: '1 hour' },
  codeRequest: { max: 5, timeWindow: '15 minutes' },
  codeRequestPerAddress: { max: 10, timeWindow: '15 minutes' },
  codeRequestPerEmail: { max: 8, timeWindow: '1 hour' },
  codeConfirm: { max: 10, timeWindow: '15 minutes' },
  codeConfirmPerAddress: { max: 30, timeWindow: '15 minutes' },
  /** Guest checkout codes (decision 047): one code per email or phone per minute (the resend wait). */
  codeResend: { max: 1, timeWindow: '1 minute' },
  /** Guest checkout code tries on one email or phone, whatever the address (5 wrong burn a code). */
  codeConfirmPerIdentifier: { max: 20, timeWindow: '1 hour' },
} as const

type Window = { max: number; timeWindow: string }

/** One counter: its name (which also keeps its keys apart from every other counter's) and its key. */
export interface Limit extends Window {
  name: string
  /** The counted thing; null skips this limit for the request. */
  key: (request: FastifyRequest) => string | null | Promise<string | null>
}

export interface Limiter {
  /** Counts this request against every limit; 429 when any is over. */
  hit(request: FastifyRequest): Promise<void>
  /** 429 when any limit is already used up, without counting this request. */
  check(request: FastifyRequest): Promise<void>
  /** Counts this request without refusing it (an outcome that already has its answer, e.g. a wrong password). */
  count(request: FastifyRequest): Promise<void>
}

export function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''
}

/** The client address (Fastify's `request.ip`, which honours TRUST_PROXY). */
export const byAddress = (request: FastifyRequest) => request.ip
/** The email named in the body; no email, no count (the body is refused anyway). */
export const byEmail = (request: FastifyRequest) => emailOf(request) || null
/**
 * The pair (client address, email named in the body): one account cannot be guessed at from one
 * address, and a neighbour behind the same address is not locked out by it.
 */
export const byAddressAndEmail = (request: FastifyRequest) => `${request.ip}|${emailOf(request)}`
/** The signed-in account (quotas); visitors are refused by the route before any count. */
export const byAccount = async (request: FastifyRequest) => (await request.ctx.viewer()).userId

/**
 * Counters from `@fastify/rate-limit`'s store (in memory, or Redis when REDIS_URL is set), used
 * from inside a handler rather than as a route hook, so a route can have several and can count
 * only some outcomes. Over a limit: `code` (429) with Retry-After.
 */
export function limiter(
  app: FastifyInstance,
  limits: Limit[],
  code: 'rate_limited' | 'quota_exceeded' = 'rate_limited',
): Limiter {
  const counters = limits.map((limit) => ({
    limit,
    run: app.createRateLimit({
      // Only the address-wide counters are scaled: a journey's own email or pair keeps its limit.
      max: limit.key === byAddress ? limit.max * (app.rateLimitScale ?? 1) : limit.max,
      timeWindow: limit.timeWindow,
      // The store namespaces nothing for limiters made this way: the name keeps counters apart.
      keyGenerator: async (request) => `${limit.name}:${await limit.key(request)}`,
    }),
  }))

  async function each(request: FastifyRequest, increment: boolean) {
    const results = await Promise.all(
      counters.map(async ({ limit, run }) =>
        (await limit.key(request)) === null ? null : run(request, { increment }),
      ),
    )
    return results.filter((result) => result !== null && !result.isAllowed)
  }

  function refuse(ttls: number[]): never {
    const seconds = Math.max(1, ...ttls.map((ttl) => Math.ceil(ttl / 1000)))
    throw new AppError(code, { headers: { 'retry-after': String(seconds) } })
  }

  return {
    async hit(request) {
      const over = (await each(request, true)).filter((result) => result.isExceeded)
      if (over.length > 0) refuse(over.map((result) => result.ttl))
    },
    async check(request) {
      const used = (await each(request, false)).filter((result) => result.remaining === 0)
      if (used.length > 0) refuse(used.map((result) => result.ttl))
    },
    async count(request) {
      await each(request, true)
    },
  }
}

/**
 * Per-account quotas (decision 031): limits a real supplier never meets, there to stop a runaway
 * script. The journeys' server scales them as it scales the per-address limits: its workers' shared
 * shop owners create items in many journeys of the same minute (the quotas themselves are tested
 * at their real size in quotas.test.ts).
 */
export function quota(app: FastifyInstance, name: string, windows: readonly Quota[]): Limiter {
  return limiter(
    app,
    windows.map((window) => ({
      name: `quota-${name}-${window.timeWindow}`,
      max: window.max * (app.rateLimitScale ?? 1),
      timeWindow: window.timeWindow,
      key: byAccount,
    })),
    'quota_exceeded',
  )
}

export const QUOTAS = { uploads: UPLOAD_QUOTAS, itemCreates: ITEM_CREATE_QUOTAS } as const

export async function registerRateLimits(app: FastifyInstance, redisUrl: string | null) {
  // ioredis is loaded only when Redis is configured (decision 034).
  const redis = redisUrl
    ? new (await import('ioredis')).Redis(redisUrl, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : null
  if (redis) app.addHook('onClose', async () => void redis.disconnect())
  await app.register(rateLimit, {
    global: false,
    // In memory by default; shared between processes through Redis when REDIS_URL is set.
    ...(redis ? { redis, nameSpace: 'tianguis-rl:' } : {}),
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', { headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) } }),
  })
}
