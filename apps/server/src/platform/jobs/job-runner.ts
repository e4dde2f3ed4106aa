import { sql } from 'drizzle-orm'
import {
  type ConstructorOptions,
  fromDrizzle,
  fromPglite,
  type JobResult,
  type JobWithMetadata,
  PgBoss,
} from 'pg-boss'
import {
  type CacheDropper,
  type EffectLog,
  type JobInsertOptions,
  type JobQueue,
  type ServiceContext,
  systemContext,
} from '../../kernel/context.ts'
import type { Database, Db } from '../db/client.ts'
import { JOB_SCHEMA } from './job-schema.ts'
import type { JobType, RetryPolicy } from './job-type.ts'

/** Jobs one worker claims per fetch; they run one after another in this process. */
const BATCH = 5

/** Which run of a job this is, so a handler can record a final failure on its own rows. */
export interface JobAttempt {
  id: string
  /** 1 for the first run. */
  attempt: number
  /** No retry follows if this run throws. */
  lastAttempt: boolean
}

/** Handlers get a context of their own (no viewer) on the pool, and the checked payload. */
export type JobHandler<P extends object> = (
  ctx: ServiceContext,
  payload: P,
  attempt: JobAttempt,
) => Promise<void>

export interface RunnerLog extends EffectLog {
  warn(details: object, message: string): void
}

export interface JobRunnerOptions {
  database: Database
  /** pg-boss opens a small pool of its own on PostgreSQL (LISTEN-free; workers poll). */
  databaseUrl: string | null
  /** Poll, claim and run jobs, and fire schedules. Off: jobs are only written (API tests). */
  workers: boolean
  /** Seconds between a worker's polls; a job enqueued by this process wakes it at once. */
  pollingIntervalSeconds?: number
  /** Per job name, retry settings that replace the job type's (tests shorten the backoff). */
  retryOverrides?: Record<string, Partial<RetryPolicy>>
  /**
   * Per job name, the longest delay an insert may ask for, in seconds: tests that run a delayed
   * job (a payment asked about 30 s after a timeout) through the real runner without waiting it out.
   */
  delayOverrides?: Record<string, number>
  /** Seconds a graceful stop waits for running jobs before handing them back for a retry. */
  stopTimeoutSeconds?: number
  caches?: CacheDropper
  log: RunnerLog
  /** pg-boss's own timers, for tests that cannot wait its defaults out. */
  tuning?: Pick<
    ConstructorOptions,
    'superviseIntervalSeconds' | 'cronMonitorIntervalSeconds' | 'cronWorkerIntervalSeconds'
  >
}

export interface JobRunner extends JobQueue {
  /** Adds the handler for a job type; call before `start()`. */
  register<P extends object>(type: JobType<P>, handler: JobHandler<P>): void
  /** Runs `type` on a cron expression (UTC; six fields allow seconds), once per occurrence across all processes. */
  schedule<P extends object>(type: JobType<P>, cron: string, payload: P): void
  /** Creates the queues, then (with workers) starts polling and the schedules. */
  start(): Promise<void>
  /** Stops claiming; waits for running jobs, and hands back those still running at the timeout. */
  stop(): Promise<void>
  /** pg-boss itself, for tests and operations (job states, queues). */
  readonly boss: PgBoss
}

/**
 * The job runner: pg-boss on the app's database, on PostgreSQL and on the embedded PGlite alike
 * (decision 027). Jobs are rows in pg-boss's schema, claimed with `FOR UPDATE SKIP LOCKED`, so any
 * number of processes can run workers against one database and each job runs once per attempt.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { database } = options
  const polling = options.pollingIntervalSeconds ?? 1
  const boss = new PgBoss({
    ...(database.kind === 'pglite'
      ? // One connection shared with the app; pg-boss's statements queue behind open transactions.
        { db: fromPglite(database.pglite!), backend: 'pglite' as const }
      : {
          connectionString: options.databaseUrl!,
          max: 3,
          application_name: 'tianguis-jobs',
        }),
    schema: JOB_SCHEMA,
    supervise: options.workers,
    schedule: options.workers,
    ...options.tuning,
  })
  boss.on('error', (error) => options.log.error({ err: error }, 'job runner error'))
  boss.on('warning', (warning) => options.log.warn({ warning }, 'job runner warning'))

  const types = new Map<string, JobType<object>>()
  const handlers = new Map<string, JobHandler<object>>()
  const schedules: { name: string; cron: string; payload: object }[] = []
  const workerIds = new Map<string, string>()
  let started = false
  let stopping: Promise<void> | null = null

  const runner: JobRunner = {
    boss,
    register(type, handler) {
      if (started) throw new Error(`job ${type.name} registered after start`)
      types.set(type.name, type as unknown as JobType<object>)
      handlers.set(type.name, handler as unknown as JobHandler<object>)
    },
    schedule(type, cron, payload) {
      if (!types.has(type.name)) throw new Error(`job ${type.name} scheduled without a handler`)
      schedules.push({ name: type.name, cron, payload: type.payload.parse(payload) })
    },
    handles: (name) => handlers.has(name),
    async insert(db: Db, name: string, payload: object, insertOptions: JobInsertOptions) {
      if (!types.has(name)) throw new Error(`job ${name} has no handler in this process`)
      const longest = options.delayOverrides?.[name]
      const delay =
        insertOptions.delaySeconds && longest !== undefined
          ? Math.min(insertOptions.delaySeconds, longest)
          : insertOptions.delaySeconds
      const id = await boss.send(name, payload, {
        // Through the caller's handle: inside a transaction the job commits or rolls back with it.
        db: fromDrizzle(db as never, sql),
        ...(delay ? { startAfter: delay } : {}),
      })
      // Null only for throttled or singleton queues, which no job type uses yet.
      if (!id) throw new Error(`job ${name} was not written`)
      return id
    },
    wake(name) {
      const id = workerIds.get(name)
      if (id && !stopping) boss.notifyWorker(id)
    },
    async start() {
      if (started) return
      started = true
      const createQueues = async () => {
        for (const type of types.values()) {
          const retry = { ...type.retry, ...options.retryOverrides?.[type.name] }
          const queue = {
            retryLimit: retry.attempts - 1,
            retryDelay: retry.backoffSeconds,
            retryBackoff: true,
            retryDelayMax: retry.maxBackoffSeconds,
            expireInSeconds: retry.claimSeconds,
          }
          await boss.createQueue(type.name, queue)
          await boss.updateQueue(type.name, queue) // a changed policy reaches an existing queue
        }
      }
      if (database.kind === 'pglite') {
        // Queues before start(), which loads them into pg-boss's queue cache: the insert path reads
        // that cache, and a miss inside a caller's transaction would wait for the one connection
        // the transaction holds. (pg-boss opens its PostgreSQL pool only in start(); on PGlite its
        // schema must already be there, which migrate() sees to before any app is built.)
        await createQueues()
        await boss.start()
      } else {
        await boss.start()
        await createQueues()
      }
      if (!options.workers) return
      for (const [name, handler] of handlers) {
        const type = types.get(name)!
        const run = async (job: JobWithMetadata<unknown>): Promise<JobResult> => {
          try {
            const ctx = systemContext(database.db, {
              jobs: runner,
              log: options.log,
              ...(options.caches ? { caches: options.caches } : {}),
            })
            await handler(ctx, type.payload.parse(job.data), {
              id: job.id,
              attempt: job.retryCount + 1,
              lastAttempt: job.retryCount >= job.retryLimit,
            })
            return { id: job.id, status: 'completed' }
          } catch (error) {
            options.log.warn({ err: error, job: job.id, name }, 'job failed')
            return { id: job.id, status: 'failed', output: { message: String((error as Error).message) } }
          }
        }
        const id = await boss.work(
          name,
          {
            pollingIntervalSeconds: polling,
            includeMetadata: true,
            // A worker waits one polling interval after every fetch; claiming a few jobs at a time,
            // and fetching again at once while fetches come back full, drains a backlog quickly.
            batchSize: BATCH,
            burstWhenBatchFull: true,
            perJobResults: true,
          },
          async (batch: JobWithMetadata<unknown>[]) => {
            const results: JobResult[] = []
            for (const job of batch) results.push(await run(job))
            return results
          },
        )
        workerIds.set(name, id)
      }
      for (const { name, cron, payload } of schedules) await boss.schedule(name, cron, payload)
    },
    stop() {
      if (!started) return Promise.resolve()
      stopping ??= boss.stop({ graceful: true, timeout: (options.stopTimeoutSeconds ?? 10) * 1000 })
      return stopping
    },
  }
  return runner
}
