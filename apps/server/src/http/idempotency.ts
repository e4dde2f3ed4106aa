import { createHash, randomUUID } from 'node:crypto'
import { statusOf } from '@tianguis/core/errors'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../kernel/app-error.ts'
import type { ServiceContext } from '../kernel/context.ts'
import { inTransaction } from '../kernel/transaction.ts'
import type { Db } from '../platform/db/client.ts'
import { errorBody } from './errors.ts'
import { idempotencyKeys } from './idempotency.tables.ts'

/**
 * Idempotency keys with Stripe's semantics (decision 028), for the write routes declared with
 * `idempotent: true` (route.ts):
 * - the first request with a key runs, and its answer is stored in the same transaction as its
 *   work, so either both are kept or neither is;
 * - the same key, route and request again → that answer replayed, status included, marked
 *   `idempotent-replayed: true`; another request body → 422 `idempotency_key_reused`;
 * - while the first still runs → 409 `idempotency_key_in_use`;
 * - 4xx answers are stored like successes (the same request would be refused again); a 5xx is
 *   not, so the client may retry;
 * - keys are per viewer and kept 24 hours; expired rows are deleted by an opportunistic purge
 *   (at most once a minute per process, only when keyed writes come). Not a scheduled job: every
 *   job type adds a worker polling each second, which on the embedded database shares its one
 *   connection, for a delete that matters only where keys are being written.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key'
export const REPLAYED_HEADER = 'idempotent-replayed'
/** How long a key keeps its answer (Stripe: 24 hours). */
export const KEEP_HOURS = 24
/**
 * A first attempt still unfinished after this long is taken to have died with its process (its
 * transaction rolled back); a new attempt takes the key over. Should the old one still be
 * running, it can no longer store its answer and rolls its work back (see `record`).
 */
export const ABANDONED_SECONDS = 60
const PURGE_EVERY_MS = 60_000

/** What a route answers, as sent. */
export interface Answer {
  status: number
  /** The serialized JSON answer; null for an empty one. */
  body: string | null
}

interface Claim {
  scope: string
  key: string
  method: string
  route: string
  fingerprint: string
}

/**
 * The request's Idempotency-Key, or null when it has none. 1 to 255 printable ASCII characters
 * (Stripe's limit); anything else is refused before any work.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER]
  if (raw === undefined) return null
  if (typeof raw !== 'string' || !/^[\x20-\x7e]{1,255}$/.test(raw))
    throw new AppError('idempotency_key_invalid')
  return raw
}

/** SHA-256 of the request's parameters, query and body, with object keys sorted. */
export function fingerprintOf(input: unknown): string {
  return createHash('sha256').update(canonicalJson(input)).digest('base64url')
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

/**
 * Runs `execute` once for this key: the first time in a transaction that also stores its answer,
 * afterwards the stored answer. `ctx.db` must be the pool (not a transaction).
 */
export async function answerOnce(
  ctx: ServiceContext,
  request: { key: string; method: string; route: string; input: unknown },
  execute: (tx: ServiceContext) => Promise<Answer>,
  options: { ownTransactions?: boolean } = {},
): Promise<Answer & { replayed: boolean }> {
  const claim: Claim = {
    scope: ctx.viewer.userId ?? '-',
    key: request.key,
    method: request.method,
    route: request.route,
    fingerprint: fingerprintOf(request.input),
  }
  await purgeExpired(ctx)
  const outcome = await takeKey(ctx.db, claim)
  if (outcome.kind === 'answered') return { ...outcome.answer, replayed: true }
  const attempt = outcome.attempt
  try {
    if (options.ownTransactions) {
      // A flow with an outside effect between its transactions (a charge, decision 050): it runs
      // on the pool and keeps itself consistent; its answer is stored once it is known. Meanwhile
      // the claim makes a duplicate wait (409), so the work runs once.
      const answer = await execute(ctx)
      await record(ctx.db, claim, attempt, answer)
      return { ...answer, replayed: false }
    }
    const answer = await inTransaction(ctx, async (tx) => {
      const answer = await execute(tx)
      await record(tx.db, claim, attempt, answer)
      return answer
    })
    return { ...answer, replayed: false }
  } catch (error) {
    const status = error instanceof AppError ? statusOf(error.code) : 500
    const lost = error instanceof AppError && error.code === 'idempotency_key_in_use'
    if (status < 500 && !lost) {
      // A refusal is an answer too: the same request would be refused again.
      await record(ctx.db, claim, attempt, {
        status,
        body: JSON.stringify(errorBody(ctx.locale, error as AppError)),
      }).catch(() => {})
    } else if (!lost) {
      // Nothing was kept (the transaction rolled back): free the key so a retry runs again.
      await ctx.db.delete(idempotencyKeys).where(and(sameKey(claim), eq(idempotencyKeys.attempt, attempt)))
    }
    throw error
  }
}

/** Sends a stored answer again, as it was first sent. */
export function sendAnswer(reply: FastifyReply, answer: Answer & { replayed: boolean }) {
  if (answer.replayed) reply.header(REPLAYED_HEADER, 'true')
  reply.status(answer.status)
  if (answer.body === null) return reply.send()
  return reply.type('application/json; charset=utf-8').send(answer.body)
}

const sameKey = (claim: Claim) =>
  and(
    eq(idempotencyKeys.scope, claim.scope),
    eq(idempotencyKeys.key, claim.key),
    eq(idempotencyKeys.method, claim.method),
    eq(idempotencyKeys.route, claim.route),
  )

/**
 * Claims the key for a new attempt, or finds the stored answer. A few rounds at most: each
 * lost race (another attempt inserted, took over or freed the key in between) reads again.
 */
async function takeKey(
  db: Db,
  claim: Claim,
): Promise<{ kind: 'run'; attempt: string } | { kind: 'answered'; answer: Answer }> {
  for (let round = 0; round < 3; round++) {
    const attempt = randomUUID()
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ ...claim, attempt })
      .onConflictDoNothing()
      .returning({ attempt: idempotencyKeys.attempt })
    if (inserted.length > 0) return { kind: 'run', attempt }

    const [row] = await db
      .select({
        fingerprint: idempotencyKeys.fingerprint,
        attempt: idempotencyKeys.attempt,
        status: idempotencyKeys.status,
        body: idempotencyKeys.body,
        expired: sql<boolean>`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${KEEP_HOURS})`,
        abandoned: sql<boolean>`${idempotencyKeys.startedAt} < now() - make_interval(secs => ${ABANDONED_SECONDS})`,
      })
      .from(idempotencyKeys)
      .where(sameKey(claim))
    if (!row) continue // freed after a 5xx between our insert and our read
    if (!row.expired) {
      if (row.fingerprint !== claim.fingerprint) throw new AppError('idempotency_key_reused')
      if (row.status !== null) return { kind: 'answered', answer: { status: row.status, body: row.body } }
      if (!row.abandoned) throw new AppError('idempotency_key_in_use')
    }
    // Expired, or its attempt died: start afresh, unless another request just did.
    const taken = await db
      .update(idempotencyKeys)
      .set({
        fingerprint: claim.fingerprint,
        attempt,
        status: null,
        body: null,
        completedAt: null,
        startedAt: sql`now()`,
        ...(row.expired ? { createdAt: sql`now()` } : {}),
      })
      .where(and(sameKey(claim), eq(idempotencyKeys.attempt, row.attempt)))
      .returning({ attempt: idempotencyKeys.attempt })
    if (taken.length > 0) return { kind: 'run', attempt }
  }
  throw new AppError('idempotency_key_in_use')
}

/**
 * Stores the answer, if this attempt still holds the key. One that lost it (taken over as
 * abandoned) throws, which rolls its work back: the attempt that holds the key does the work.
 */
async function record(db: Db, claim: Claim, attempt: string, answer: Answer) {
  const stored = await db
    .update(idempotencyKeys)
    .set({ status: answer.status, body: answer.body, completedAt: sql`now()` })
    .where(and(sameKey(claim), eq(idempotencyKeys.attempt, attempt)))
    .returning({ attempt: idempotencyKeys.attempt })
  if (stored.length === 0) throw new AppError('idempotency_key_in_use')
}

const lastPurge = new WeakMap<Db, number>()

/** The opportunistic purge: at most once a minute per process and database. */
async function purgeExpired(ctx: ServiceContext) {
  const now = Date.now()
  if (now - (lastPurge.get(ctx.db) ?? 0) < PURGE_EVERY_MS) return
  lastPurge.set(ctx.db, now)
  await purgeExpiredKeys(ctx.db)
}

/** Deletes the keys older than 24 hours. */
export async function purgeExpiredKeys(db: Db): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEEP_HOURS})`))
    .returning({ key: idempotencyKeys.key })
  return deleted.length
}
