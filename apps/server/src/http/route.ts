import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { Db } from '../platform/db/client.ts'
import { type Access, authorize, type ShopGrant } from './authorize.ts'
import type { ServiceContext } from './context.ts'
import { fromZodError } from './errors.ts'

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
  rateLimit?: { max: number; timeWindow: string; keyGenerator?: (request: FastifyRequest) => string }
  handler: (input: {
    ctx: ServiceContext
    body: Infer<B>
    query: Infer<Q>
    params: Infer<P>
    shop: ShopGrant | null
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
  }
}

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
  app.route({
    method: spec.method,
    url: spec.url,
    ...(spec.rateLimit ? { config: { rateLimit: spec.rateLimit } } : {}),
    handler: async (request, reply) => {
      const body = parse(spec.body, request.body)
      const query = parse(spec.query, request.query)
      const params = parse(spec.params, request.params)
      const viewer = await request.ctx.viewer()
      const slug = (params as { slug?: string } | undefined)?.slug
      const shop = await authorize(app.db, viewer, spec.access, slug)
      const ctx: ServiceContext = { db: app.db, viewer, locale: request.ctx.locale }
      const result = await spec.handler({ ctx, body, query, params, shop, request, reply })
      if (reply.sent) return reply
      reply.status(reply.statusCode === 200 ? success : reply.statusCode)
      if (successSchema === null) return reply.send()
      return successSchema.parse(result)
    },
  })
}
