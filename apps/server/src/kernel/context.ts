import type { Locale } from '@tianguis/core/locales'
import type { ShopRole } from '@tianguis/core/permissions'
import type { Db } from '../platform/db/client.ts'

/** Who is asking. `userId` null is the spec's anonymous user. */
export interface Viewer {
  userId: string | null
  sessionId: string | null
}

/**
 * The shop a request is about, resolved once per request from its path or host (decision 026):
 * services receive it here and work by its id, never looking it up again by slug.
 */
export interface ShopScope {
  id: string
  slug: string
  /** Whose items the shop shows (until in-store lists exist). */
  ownerId: string
  /** The viewer's roles in this shop (owner, staff role); empty for visitors and customers. */
  viewerRoles: readonly ShopRole[]
  /** 001 §4 store_type: a franchise shop packs its orders (decision 087). */
  storeType?: 'plain' | 'affiliate' | 'affinity' | 'franchise'
}

/**
 * Something to do once the work that registered it has committed: drop a cache, wake the job
 * runner. Never database writes (those belong inside the transaction) and never anything that
 * must not happen twice (that is a job).
 */
export type Effect = () => void | Promise<void>

/** Where effects that fail after a commit are reported (the commit stands; they are only logged). */
export interface EffectLog {
  error(details: object, message: string): void
}

/** Drops cached answers by tag (the HTTP layer's answer and page caches; nothing in jobs or scripts). */
export interface CacheDropper {
  drop(tags: readonly string[]): void
}

/** What a job insert may say besides its payload. */
export interface JobInsertOptions {
  /** Not before this many seconds from now. */
  delaySeconds?: number
}

/**
 * Where jobs go (the runner in platform/jobs). The insert is written through the `db` it is given,
 * so a job enqueued inside a transaction exists only if that transaction commits.
 */
export interface JobQueue {
  /** Returns the job's id. */
  insert(db: Db, name: string, payload: object, options: JobInsertOptions): Promise<string>
  /** Whether this process has a handler for `name` (email delivery is registered only with SMTP). */
  handles(name: string): boolean
  /** Starts this process's workers for `name` now instead of at their next poll. */
  wake(name: string): void
}

/**
 * What every service receives first (conventions 2): who, in which language, on which database
 * handle, and where its after-commit effects go. It knows nothing of HTTP, so routes, jobs, flows
 * and scripts all build one (`systemContext()` for work nobody in particular asked for).
 */
export interface ServiceContext {
  /** The pool, or the open transaction when the work runs inside `inTransaction()`. */
  db: Db
  viewer: Viewer
  locale: Locale
  /** The shop the route is about (its `:slug`), or null for work that is not about one shop. */
  shop: ShopScope | null
  /** Effects waiting for the surrounding transaction's COMMIT; null outside a transaction. */
  pending: Effect[] | null
  caches: CacheDropper
  jobs: JobQueue
  /** Cache tags of what this work read (`dependsOn()`), for the answer or page being kept. */
  reads: Set<string>
  log: EffectLog
}

export const ANONYMOUS: Viewer = Object.freeze({ userId: null, sessionId: null })

const NO_CACHES: CacheDropper = { drop: () => {} }
/** For scripts and tests that build a context without the app: any job insert is a bug there. */
const NO_JOBS: JobQueue = {
  insert: async (_db, name) => {
    throw new Error(`no job runner in this context to take job ${name}`)
  },
  handles: () => false,
  wake: () => {},
}
const CONSOLE_LOG: EffectLog = { error: (details, message) => console.error(message, details) }

/** A context for work no viewer asked for (jobs, the seed, scripts). */
export function systemContext(
  db: Db,
  options: {
    locale?: Locale
    caches?: CacheDropper
    jobs?: JobQueue
    log?: EffectLog
    shop?: ShopScope
  } = {},
): ServiceContext {
  return {
    db,
    viewer: ANONYMOUS,
    locale: options.locale ?? 'es-MX',
    shop: options.shop ?? null,
    pending: null,
    caches: options.caches ?? NO_CACHES,
    jobs: options.jobs ?? NO_JOBS,
    reads: new Set(),
    log: options.log ?? CONSOLE_LOG,
  }
}

/**
 * The request's shop, for services that only make sense inside one (a shop's lists, its
 * banners). Their routes all have a `:slug`, so a missing shop here is a wiring mistake.
 */
export function requireShop(ctx: ServiceContext): ShopScope {
  if (!ctx.shop) throw new Error('this service needs a shop: call it from a route with a :slug')
  return ctx.shop
}
