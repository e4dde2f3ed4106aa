import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../kernel/app-error.ts'

/** Per-route limits (quality.md 14): every attempt, failed or not, counts against its key. */
export const LIMITS = {
  login: { max: 10, timeWindow: '15 minutes' },
  signup: { max: 20, timeWindow: '1 hour' },
  codeRequest: { max: 5, timeWindow: '15 minutes' },
  codeConfirm: { max: 10, timeWindow: '15 minutes' },
} as const

/**
 * The key is the pair (client address, email named in the body): one account cannot be guessed at
 * from one address, and a neighbour behind the same address is not locked out by it.
 */
export function byAddressAndEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : ''
  return `${request.ip}|${email}`
}

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
