/**
 * Visitors' answers of public list routes, kept a few seconds in this process (decision 023).
 *
 * A route opts in with `cache: { tag, ttlMs }` (route.ts); only GET answers to viewers without a
 * session are kept, so an owner's view (their hidden and unpublished items) is never cached or
 * served to anyone else. A write route that changes what such answers show names the tag in its
 * `invalidates`, which bumps the tag's generation: every answer stored under an older generation
 * is gone at once, and an answer computed while the write happened is not stored at all (its
 * generation was taken before it read the database).
 *
 * Once an answer's `ttlMs` is up it is still served for another `ttlMs` while one fresh copy is
 * computed in the background (stale-while-revalidate), so no visitor waits for the database
 * because a popular list expired. Other processes therefore show a write after 2 × `ttlMs` at
 * most; this process at once.
 */

export interface Answer {
  body: string
  state: 'hit' | 'stale' | 'miss'
}

interface Entry {
  body: string
  generation: number
  /** Served as it is until then; */
  expires: number
  /** then served while a fresh copy is computed, until this. */
  staleUntil: number
}

/** One answer may use at most this share of the cache, so one huge answer cannot empty it. */
const LARGEST_SHARE = 8

export class AnswerCache {
  readonly #entries = new Map<string, Entry>()
  readonly #generations = new Map<string, number>()
  /** Answers being computed: concurrent visitors of one expired list wait for one query. */
  readonly #pending = new Map<string, Promise<string>>()
  #bytes = 0

  /** Off (`ANSWER_CACHE=0`): every answer is computed, as when measuring the uncached path. */
  readonly enabled: boolean
  /** Bodies are kept up to this many UTF-16 code units in all (about twice as many bytes). */
  readonly maxChars: number
  readonly now: () => number

  constructor(enabled = true, maxChars = 8 * 2 ** 20, now: () => number = () => performance.now()) {
    this.enabled = enabled
    this.maxChars = maxChars
    this.now = now
  }

  /** Drops every answer of these tags (the after-commit effect of a write; kernel/transaction.ts). */
  drop(tags: readonly string[]): void {
    for (const tag of tags) this.invalidate(tag)
  }

  /**
   * The answer for `key`: the stored one (`hit`), an expired one while it is refreshed (`stale`),
   * the one another request is computing, or a new one from `compute` (`miss`).
   */
  async answer(tag: string, key: string, ttlMs: number, compute: () => Promise<string>): Promise<Answer> {
    const entry = this.#entries.get(key)
    if (entry && entry.generation === this.generation(tag)) {
      const now = this.now()
      if (entry.expires > now) return { body: entry.body, state: 'hit' }
      if (entry.staleUntil > now) {
        // The refresh's failure has already dropped the entry: the next visitor sees the error.
        if (!this.#pending.has(key)) this.#compute(tag, key, ttlMs, compute).catch(() => undefined)
        return { body: entry.body, state: 'stale' }
      }
    }
    const pending = this.#pending.get(key)
    if (pending) return { body: await pending, state: 'hit' }
    return { body: await this.#compute(tag, key, ttlMs, compute), state: 'miss' }
  }

  async #compute(tag: string, key: string, ttlMs: number, compute: () => Promise<string>) {
    const generation = this.generation(tag)
    const computing = compute()
    this.#pending.set(key, computing)
    try {
      const body = await computing
      this.set(tag, key, body, generation, ttlMs)
      return body
    } catch (error) {
      // A failed refresh (the shop is gone, the database is down) keeps no old answer either.
      const entry = this.#entries.get(key)
      if (entry) this.#drop(key, entry)
      throw error
    } finally {
      // An invalidation may have let a newer computation of the same key start meanwhile.
      if (this.#pending.get(key) === computing) this.#pending.delete(key)
    }
  }

  get(tag: string, key: string): string | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    const now = this.now()
    if (entry.generation !== this.generation(tag) || entry.staleUntil <= now) {
      this.#drop(key, entry)
      return undefined
    }
    return entry.expires > now ? entry.body : undefined
  }

  /** Stores `body` unless a write bumped the tag since `generation` was read. */
  set(tag: string, key: string, body: string, generation: number, ttlMs: number) {
    if (ttlMs <= 0 || generation !== this.generation(tag)) return
    if (body.length > this.maxChars / LARGEST_SHARE) return
    const previous = this.#entries.get(key)
    if (previous) this.#drop(key, previous)
    const now = this.now()
    this.#entries.set(key, { body, generation, expires: now + ttlMs, staleUntil: now + 2 * ttlMs })
    this.#bytes += body.length
    // Maps iterate in insertion order: the oldest answers go first.
    for (const [oldKey, oldEntry] of this.#entries) {
      if (this.#bytes <= this.maxChars) break
      this.#drop(oldKey, oldEntry)
    }
  }

  generation(tag: string) {
    return this.#generations.get(tag) ?? 0
  }

  /** Every answer stored under `tag` stops being served, and none computed before now is stored. */
  invalidate(tag: string) {
    this.#generations.set(tag, this.generation(tag) + 1)
    this.#pending.clear()
  }

  get size() {
    return this.#entries.size
  }

  #drop(key: string, entry: Entry) {
    this.#entries.delete(key)
    this.#bytes -= entry.body.length
  }
}
