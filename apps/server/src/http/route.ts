import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { AppError, fromZodError } from '../kernel/app-error.ts'
import { dependsOn } from '../kernel/cache-tags.ts'
import type { JobQueue, ServiceContext } from '../kernel/context.ts'
import type { ResolvedShop } from '../modules/shops/shops.service.ts'
import type { Db } from '../platform/db/client.ts'
import type { AnswerCache } from './answer-cache.ts'
import { type Access, authorize } from './authorize.ts'
import { answerOnce, idempotencyKeyOf, sendAnswer } from './idempotency.ts'
import { forgetShops, scopeOf } from './shop-scope.ts'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type Schema = z.ZodType

export interface RouteSpec<
  B extends Schema | undefined,
  Q extends Schema | undefined,
  P extends Schema | undefined,
> {
  method: Method
  url: string
  summary: string
  tags: string[]
  access: Access
  body?: B
  query?: Q
  params?: P
  /** Status → answer schema (null for an empty answer). The first 2xx is the success answer. */
  responses: Record<number, Schema | null>
  /**
   * The success answer is a file of this media type (a ticket's PDF), sent by the handler itself
   * with `reply.send()`; its `responses` entry is null. Only the OpenAPI document reads it.
   */
  file?: string
  rateLimit?: { max: number; timeWindow: string; keyGenerator?: (request: FastifyRequest) => string }
  /**
   * GET only: visitors without a session get the answer kept up to `ttlMs` (answer-cache.ts,
   * decision 023), dropped early by writes to what it read (`dependsOn()`, decision 025).
   * Viewers with a session always get a fresh answer.
   */
  cache?: { ttlMs: number }
  /**
   * Write routes a retry must not repeat: honour `Idempotency-Key` (idempotency.ts, decision
   * 028). The handler then runs in a transaction (use only `ctx.db`) and must not send itself.
   */
  idempotent?: boolean
  /**
   * With `idempotent`: the handler manages its own transactions (a payment: reserve, charge
   * outside any transaction, then place the order; decision 050). Its answer is stored after it.
   */
  ownTransactions?: boolean
  handler: (input: {
    ctx: ServiceContext
    body: Infer<B>
    query: Infer<Q>
    params: Infer<P>
    /** The route's shop (its `:slug`), resolved once per request; services get it as `ctx.shop`. */
    shop: ResolvedShop | null
    request: FastifyRequest
    reply: FastifyReply
  }) => Promise<unknown>
}

type Infer<S> = S extends Schema ? z.output<S> : undefined

/** Every route registered through `route()`, for the OpenAPI document and the route × role test. */
export type AnyRouteSpec = RouteSpec<Schema | undefined, Schema | undefined, Schema | undefined>

declare module 'fastify' {
  interface FastifyInstance {
    routeSpecs: AnyRouteSpec[]
    db: Db
    answers: AnswerCache
    jobs: JobQueue
  }
}

/**
 * What a DELETE or PUT that takes no body accepts: nothing, or an empty object. One sent with
 * fields it would ignore is refused (quality.md 5: unknown fields are an error, not a no-op).
 */
const noBody = z.strictObject({}).nullish()

function parse<S extends Schema | undefined>(schema: S | undefined, value: unknown): Infer<S> {
  if (!schema) return undefined as Infer<S>
  const result = schema.safeParse(value ?? {})
  if (!result.success) throw fromZodError(result.error)
  return result.data as Infer<S>
}

/**
 * Registers one API route: strict input parsing, the permission check, the handler, and
 * the answer shaped by its schema so nothing outside the contract can leak out.
 */
export function route<
  B extends Schema | undefined,
  Q extends Schema | undefined,
  P extends Schema | undefined,
>(app: FastifyInstance, spec: RouteSpec<B, Q, P>) {
  app.routeSpecs.push(spec as unknown as AnyRouteSpec)
  const success = Number(Object.keys(spec.responses).find((status) => status.startsWith('2')) ?? 200)
  const successSchema = spec.responses[success] ?? null
  const cache = spec.method === 'GET' ? spec.cache : undefined
  app.route({
    method: spec.method,
    url: spec.url,
    ...(spec.rateLimit ? { config: { rateLimit: spec.rateLimit } } : {}),
    handler: async (request, reply) => {
      // POSTs without a schema read their body themselves (webhooks' raw bytes, uploads' parts).
      if (!spec.body && (spec.method === 'DELETE' || spec.method === 'PUT')) parse(noBody, request.body)
      const body = parse(spec.body, request.body)
      const query = parse(spec.query, request.query)
      const params = parse(spec.params, request.params)
      const viewer = await request.ctx.viewer()
      const slug = (params as { slug?: string } | undefined)?.slug
      const ctx: ServiceContext = {
        db: app.db,
        viewer,
        locale: request.ctx.locale,
        shop: null,
        pending: null,
        caches: app.answers,
        jobs: app.jobs,
        reads: request.ctx.tally.reads,
        log: request.log,
      }
      // The permission check and the route's shop (decision 026): services find it in `ctx.shop`,
      // and whatever is computed with it depends on it (its cache tags).
      const authorized = async (target: ServiceContext) => {
        const shop = await authorize(request, target, spec.access, slug)
        if (shop) {
          target.shop = scopeOf(shop)
          dependsOn(target, ...shop.reads)
        }
        return shop
      }
      if (cache && app.answers.enabled && viewer.userId === null) {
        // Keyed by the parsed input, so `?page=1&type=product` and its reordering share an answer.
        const key = `${spec.url} ${JSON.stringify([params ?? null, query ?? null])}`
        const { body: answer, state } = await app.answers.answer(key, cache.ttlMs, async () => {
          // This computation's own reads; a page rendering around it gets them too. The shop is
          // resolved in here: a kept answer reads nothing.
          const computing = { ...ctx, reads: new Set<string>() }
          const shop = await authorized(computing)
          const result = await spec.handler({ ctx: computing, body, query, params, shop, request, reply })
          for (const tag of computing.reads) request.ctx.tally.reads.add(tag)
          return {
            body: JSON.stringify(keepContract(spec, successSchema, result)),
            tags: computing.reads,
          }
        })
        return reply
          .status(success)
          .header('x-answer-cache', state)
          .type('application/json; charset=utf-8')
          .send(answer)
      }
      const shop = await authorized(ctx)
      const run = (runCtx = ctx) => spec.handler({ ctx: runCtx, body, query, params, shop, request, reply })
      // A page's loaders run after its form action, in the same request: they read the shop anew.
      const forgetAfterWrite = () => {
        if (spec.method !== 'GET') forgetShops(request)
      }
      const idempotencyKey = spec.idempotent ? idempotencyKeyOf(request) : null
      if (idempotencyKey !== null) {
        const input = { params, query, body: request.body }
        const answer = await answerOnce(
          ctx,
          { key: idempotencyKey, method: spec.method, route: spec.url, input },
          async (tx) => {
            const result = await run(tx)
            const status = reply.statusCode === 200 ? success : reply.statusCode
            return {
              status,
              body: successSchema === null ? null : JSON.stringify(keepContract(spec, successSchema, result)),
            }
          },
          { ownTransactions: spec.ownTransactions === true },
        )
        forgetAfterWrite()
        // The services' cache drops ran as after-commit effects of answerOnce's transaction.
        return sendAnswer(reply, answer)
      }
      const result = await run()
      forgetAfterWrite()
      if (reply.sent) return reply
      reply.status(reply.statusCode === 200 ? success : reply.statusCode)
      if (successSchema === null) return reply.send()
      return keepContract(spec, successSchema, result)
    },
  })
}

/**
 * The answer as its contract shapes it. An answer that breaks its own contract is our bug, not
 * the caller's: a logged 500 `internal_error`, never a 400 naming internal field paths.
 */
function keepContract(
  spec: AnyRouteSpec | RouteSpec<never, never, never>,
  schema: Schema | null,
  result: unknown,
) {
  if (schema === null) return undefined
  const shaped = schema.safeParse(result)
  if (shaped.success) return shaped.data
  throw new AppError('internal_error', {
    cause: new Error(
      `${spec.method} ${spec.url} answered outside its contract: ${shaped.error.issues
        .map((issue) => `${issue.path.join('.') || '(root)'} ${issue.code}`)
        .join('; ')}`,
    ),
  })
}
