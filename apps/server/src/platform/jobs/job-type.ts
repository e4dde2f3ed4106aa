import type { z } from 'zod'

/** How a job that throws is tried again. */
export interface RetryPolicy {
  /** Runs in all, the first included; after the last failure the job is `failed`. */
  attempts: number
  /** Wait before the first retry; each later one waits about twice as long (with jitter). */
  backoffSeconds: number
  maxBackoffSeconds: number
  /**
   * How long one run may hold its claim. A process that dies mid-run leaves the job claimed;
   * once this passes the job is retried elsewhere, so a handler must finish well within it.
   */
  claimSeconds: number
}

/** A kind of job: its queue name, the payload it carries (checked on both ends) and its retries. */
export interface JobType<P extends object> {
  name: string
  payload: z.ZodType<P>
  retry: RetryPolicy
}

const DEFAULT_RETRY: RetryPolicy = {
  attempts: 5,
  backoffSeconds: 10,
  maxBackoffSeconds: 3600,
  claimSeconds: 60,
}

/** Names are `area.verb-object` (`email.deliver`): they are pg-boss queue names, stored with each job. */
export function jobType<P extends object>(
  name: string,
  payload: z.ZodType<P>,
  retry: Partial<RetryPolicy> = {},
): JobType<P> {
  if (!/^[a-z][a-z0-9-]*(\.[a-z0-9-]+)+$/.test(name)) throw new Error(`bad job name ${name}`)
  return { name, payload, retry: { ...DEFAULT_RETRY, ...retry } }
}
