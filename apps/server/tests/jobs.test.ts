import { fromPglite, PgBoss } from 'pg-boss'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { systemContext } from '../src/kernel/context.ts'
import { inTransaction } from '../src/kernel/transaction.ts'
import { enqueue } from '../src/platform/jobs/enqueue.ts'
import {
  createJobRunner,
  type JobHandler,
  type JobRunner,
  type JobRunnerOptions,
} from '../src/platform/jobs/job-runner.ts'
import { JOB_SCHEMA } from '../src/platform/jobs/job-schema.ts'
import { jobType } from '../src/platform/jobs/job-type.ts'
import { freshDatabase } from './helpers/test-app.ts'

const onPostgres = Boolean(process.env.DATABASE_URL)
const database = await freshDatabase()
const quiet = { error: () => {}, warn: () => {} }
const runners: JobRunner[] = []
afterAll(async () => {
  for (const runner of runners) await runner.stop()
  await database.close()
})

async function runner(
  register: (runner: JobRunner) => void,
  options: Partial<JobRunnerOptions> = {},
): Promise<JobRunner> {
  const created = createJobRunner({
    database,
    databaseUrl: database.url,
    workers: true,
    pollingIntervalSeconds: 0.5,
    log: quiet,
    ...options,
  })
  register(created)
  await created.start()
  runners.push(created)
  return created
}

async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const Note = z.strictObject({ note: z.string() })

describe('enqueue inside a transaction', () => {
  const NOTE = jobType('test.note', Note)
  const ran: string[] = []
  const started = runner((r) => r.register(NOTE, async (_ctx, { note }) => void ran.push(note)), {
    // A slow poll: a job that runs sooner than this was started by the after-commit wake-up.
    pollingIntervalSeconds: 10,
  })

  it('never runs a job enqueued in a transaction that rolled back, and runs a committed one at once', async () => {
    const jobs = await started
    const ctx = systemContext(database.db, { jobs })
    await sleep(600) // past the worker's first (empty) poll, so only the wake-up can start the next one
    await expect(
      inTransaction(ctx, async (tx) => {
        await enqueue(tx, NOTE, { note: 'rolled back' })
        throw new Error('the work failed')
      }),
    ).rejects.toThrow('the work failed')
    const before = Date.now()
    await inTransaction(ctx, async (tx) => {
      await enqueue(tx, NOTE, { note: 'committed' })
    })
    await until(
      () => ran,
      (notes) => notes.includes('committed'),
      5000,
    )
    expect(Date.now() - before).toBeLessThan(3000)
    await sleep(500)
    expect(ran).toEqual(['committed'])
    const stored = await jobs.boss.findJobs(NOTE.name)
    expect(stored.map((job) => (job.data as { note: string }).note)).toEqual(['committed'])
  })

  it('refuses a payload that does not fit the job type before writing anything', async () => {
    const jobs = await started
    const ctx = systemContext(database.db, { jobs })
    await expect(enqueue(ctx, NOTE, { note: 1 } as never)).rejects.toThrow()
    expect((await jobs.boss.findJobs(NOTE.name)).length).toBe(1)
  })
})

describe('retries', () => {
  const FLAKY = jobType('test.flaky', Note, { attempts: 3, backoffSeconds: 1, maxBackoffSeconds: 30 })
  const runs: { note: string; attempt: number; lastAttempt: boolean; at: number }[] = []
  const handler: JobHandler<{ note: string }> = async (_ctx, { note }, attempt) => {
    runs.push({ note, attempt: attempt.attempt, lastAttempt: attempt.lastAttempt, at: Date.now() })
    if (note === 'always fails' || attempt.attempt === 1) throw new Error(`run ${attempt.attempt} failed`)
  }
  const started = runner((r) => r.register(FLAKY, handler))

  it('retries with a growing backoff, then marks the job failed after its last attempt', async () => {
    const jobs = await started
    const id = await enqueue(systemContext(database.db, { jobs }), FLAKY, { note: 'always fails' })
    const job = await until(
      () => jobs.boss.getJobById(FLAKY.name, id!),
      (found) => found?.state === 'failed',
    )
    const mine = runs.filter((run) => run.note === 'always fails')
    expect(mine.map((run) => [run.attempt, run.lastAttempt])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ])
    // Backoff 1 s, then about twice that (pg-boss adds jitter: 1–2 s, then 2–4 s).
    expect(mine[1]!.at - mine[0]!.at).toBeGreaterThanOrEqual(900)
    expect(mine[2]!.at - mine[1]!.at).toBeGreaterThanOrEqual(1900)
    expect(job!.retryCount).toBe(2)
    expect(JSON.stringify(job!.output)).toContain('run 3 failed')
  })

  it('completes a job whose retry succeeds', async () => {
    const jobs = await started
    const id = await enqueue(systemContext(database.db, { jobs }), FLAKY, { note: 'fails once' })
    const job = await until(
      () => jobs.boss.getJobById(FLAKY.name, id!),
      (found) => found?.state === 'completed',
    )
    expect(runs.filter((run) => run.note === 'fails once').map((run) => run.attempt)).toEqual([1, 2])
    expect(job!.retryCount).toBe(1)
  })
})

describe('claims', () => {
  it(`runs each of 200 jobs exactly once with two runners racing${onPostgres ? ' (two pools)' : ' (one PGlite)'}`, async () => {
    const COUNT = jobType('test.count', z.strictObject({ n: z.number().int() }))
    const runsOf = new Map<number, string[]>()
    const count =
      (who: string): JobHandler<{ n: number }> =>
      async (_ctx, { n }) => {
        runsOf.set(n, [...(runsOf.get(n) ?? []), who])
        await sleep(5) // long enough for the other runner to poll while this one works
      }
    const a = await runner((r) => r.register(COUNT, count('a')))
    const b = await runner((r) => r.register(COUNT, count('b')))
    await inTransaction(systemContext(database.db, { jobs: a }), async (tx) => {
      for (let n = 0; n < 200; n++) await enqueue(tx, COUNT, { n })
    })
    b.wake(COUNT.name)
    await until(
      () => runsOf.size,
      (size) => size === 200,
      60_000,
    )
    await sleep(1500) // two more polls each: nothing runs twice late
    const runs = [...runsOf.values()]
    expect(runs.every((who) => who.length === 1)).toBe(true)
    expect(runs.flat().filter((who) => who === 'a').length).toBeGreaterThan(0)
    expect(runs.flat().filter((who) => who === 'b').length).toBeGreaterThan(0)
    const states = await a.boss.findJobs(COUNT.name)
    expect(states.filter((job) => job.state === 'completed').length).toBe(200)
  })

  it('retries a job whose claim expired because the process holding it died', async () => {
    const CRASH = jobType('test.crash', Note, { attempts: 3, backoffSeconds: 1, claimSeconds: 1 })
    const attempts: number[] = []
    const survivor = await runner(
      (r) => r.register(CRASH, async (_ctx, _payload, attempt) => void attempts.push(attempt.attempt)),
      { workers: false },
    )
    const id = await enqueue(systemContext(database.db, { jobs: survivor }), CRASH, { note: 'orphan' })
    // Another process claims the job and dies before finishing it: its claim is never settled.
    const doomed = new PgBoss(
      onPostgres
        ? { connectionString: database.url!, max: 1, schema: JOB_SCHEMA, supervise: false, schedule: false }
        : {
            db: fromPglite(database.pglite!),
            backend: 'pglite',
            schema: JOB_SCHEMA,
            supervise: false,
            schedule: false,
          },
    )
    doomed.on('error', () => {})
    await doomed.start()
    const [claimed] = await doomed.fetch(CRASH.name)
    expect(claimed!.id).toBe(id)
    await doomed.stop({ graceful: false, close: true }).catch(() => {})
    // pg-boss's stop fails the jobs its own workers hold; a fetched job has no worker, so it stays active,
    // as when the process is killed.
    expect((await survivor.boss.getJobById(CRASH.name, id!))?.state).toBe('active')
    await runner(
      (r) => r.register(CRASH, async (_ctx, _payload, attempt) => void attempts.push(attempt.attempt)),
      {
        tuning: { superviseIntervalSeconds: 1 },
      },
    )
    await until(
      () => survivor.boss.getJobById(CRASH.name, id!),
      (job) => job?.state === 'completed',
    )
    expect(attempts).toEqual([2])
  })
})

describe('stopping', () => {
  it('lets a running job finish before the runner stops', async () => {
    const SLOW = jobType('test.slow', Note)
    let finished = false
    const jobs = await runner((r) =>
      r.register(SLOW, async () => {
        await sleep(800)
        finished = true
      }),
    )
    const id = await enqueue(systemContext(database.db, { jobs }), SLOW, { note: 'slow' })
    await until(
      () => jobs.boss.getJobById(SLOW.name, id!),
      (job) => job?.state === 'active',
    )
    await jobs.stop()
    expect(finished).toBe(true)
    const reader = await runner(() => {}, { workers: false })
    expect((await reader.boss.getJobById(SLOW.name, id!))?.state).toBe('completed')
  })

  it('hands back a job still running at the stop timeout, for a retry', async () => {
    const STUCK = jobType('test.stuck', Note, { attempts: 3 })
    const jobs = await runner((r) => r.register(STUCK, async () => void (await sleep(4000))), {
      stopTimeoutSeconds: 1,
    })
    const id = await enqueue(systemContext(database.db, { jobs }), STUCK, { note: 'stuck' })
    await until(
      () => jobs.boss.getJobById(STUCK.name, id!),
      (job) => job?.state === 'active',
    )
    await jobs.stop()
    const reader = await runner(() => {}, { workers: false })
    expect((await reader.boss.getJobById(STUCK.name, id!))?.state).toBe('retry')
  })
})

describe('schedules', () => {
  it('runs each occurrence of a schedule once although two runners fire schedules', async () => {
    const TICK = jobType('test.tick', Note)
    // Occurrences are filed one per minute; keep the whole test inside one minute.
    const second = new Date().getUTCSeconds()
    if (second > 45) await sleep((61 - second) * 1000)
    const minute = new Date().getUTCMinutes()
    const ticks: string[] = []
    const tuning = { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 }
    for (const who of ['a', 'b']) {
      await runner(
        (r) => {
          r.register(TICK, async () => void ticks.push(who))
          r.schedule(TICK, '* * * * * *', { note: 'tick' })
        },
        { tuning },
      )
    }
    await until(
      () => ticks.length,
      (n) => n > 0,
    )
    await sleep(3000) // more cron passes in both runners, in the same minute
    expect(new Date().getUTCMinutes()).toBe(minute)
    expect(ticks.length).toBe(1)
  })
})
