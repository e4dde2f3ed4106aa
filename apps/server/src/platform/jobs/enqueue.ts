import type { JobInsertOptions, ServiceContext } from '../../kernel/context.ts'
import { afterCommit } from '../../kernel/transaction.ts'
import type { JobType } from './job-type.ts'

/**
 * Enqueues a job through `ctx.db`: inside `inTransaction()` the job is written in the caller's
 * transaction, so a rollback leaves no job. After COMMIT this process's workers are woken, so the
 * job starts at once rather than at their next poll. Returns the job id.
 */
export async function enqueue<P extends object>(
  ctx: ServiceContext,
  type: JobType<P>,
  payload: P,
  options: JobInsertOptions = {},
): Promise<string> {
  // A payload that does not fit its schema is the caller's bug; fail here, not in a worker later.
  const data = type.payload.parse(payload)
  const id = await ctx.jobs.insert(ctx.db, type.name, data, options)
  afterCommit(ctx, () => ctx.jobs.wake(type.name))
  return id
}
