import type { Db } from '../platform/db/client.ts'
import type { Effect, ServiceContext } from './context.ts'

/**
 * Runs `work` in one database transaction with a context bound to it. Effects registered with
 * `afterCommit()` inside run only after COMMIT, in order; a rollback (any throw) discards them.
 * Called inside another transaction it joins that one, and its effects wait for the outer COMMIT.
 *
 * Inside `work`, use only `tx.db`: on the embedded database a transaction holds the one
 * connection, so a statement sent through the pool instead would wait for ever.
 */
export async function inTransaction<T>(
  ctx: ServiceContext,
  work: (tx: ServiceContext) => Promise<T>,
): Promise<T> {
  if (ctx.pending) return work(ctx)
  const pending: Effect[] = []
  const result = await ctx.db.transaction((db) => work({ ...ctx, db: db as unknown as Db, pending }))
  for (const effect of pending) await runEffect(ctx, effect)
  return result
}

/**
 * Registers an effect for after the surrounding transaction commits. Outside a transaction the
 * statements before it have already committed, so it runs at once.
 */
export function afterCommit(ctx: ServiceContext, effect: Effect): void {
  if (ctx.pending) ctx.pending.push(effect)
  else void runEffect(ctx, effect)
}

/** Drops the cached answers of these tags once the work commits (decision 025). */
export function changed(ctx: ServiceContext, ...tags: string[]): void {
  afterCommit(ctx, () => ctx.caches.drop(tags))
}

async function runEffect(ctx: ServiceContext, effect: Effect): Promise<void> {
  try {
    await effect()
  } catch (error) {
    // The data is committed; a failed effect is reported, never turned into a failed request.
    ctx.log.error({ err: error }, 'after-commit effect failed')
  }
}
