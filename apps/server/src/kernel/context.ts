import type { Locale } from '@tianguis/core/locales'
import type { Db } from '../platform/db/client.ts'

/** Who is asking. `userId` null is the spec's anonymous user. */
export interface Viewer {
  userId: string | null
  sessionId: string | null
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
  /** Effects waiting for the surrounding transaction's COMMIT; null outside a transaction. */
  pending: Effect[] | null
  caches: CacheDropper
  /** Cache tags of what this work read (`dependsOn()`), for the answer or page being kept. */
  reads: Set<string>
  log: EffectLog
}

export const ANONYMOUS: Viewer = Object.freeze({ userId: null, sessionId: null })

const NO_CACHES: CacheDropper = { drop: () => {} }
const CONSOLE_LOG: EffectLog = { error: (details, message) => console.error(message, details) }

/** A context for work no viewer asked for (jobs, the seed, scripts). */
export function systemContext(
  db: Db,
  options: { locale?: Locale; caches?: CacheDropper; log?: EffectLog } = {},
): ServiceContext {
  return {
    db,
    viewer: ANONYMOUS,
    locale: options.locale ?? 'es-MX',
    pending: null,
    caches: options.caches ?? NO_CACHES,
    reads: new Set(),
    log: options.log ?? CONSOLE_LOG,
  }
}
