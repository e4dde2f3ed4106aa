import { LRUCache } from 'lru-cache'

/**
 * Visitors' answers (public lists, decision 023) and pages (decision 024), kept a few seconds in
 * this process, and dropped by exactly the writes that change them (decision 025).
 *
 * Each kept answer carries the cache tags its reads named (`dependsOn()` in kernel/cache-tags.ts:
 * a shop, a supplier's items, the platform's lists). A write names the tags it changed
 * (`changed()`), after its transaction commits; every answer carrying one of them stops being
 * served at once. An answer computed while such a write happened is not kept: the drop is stamped
 * on a clock, and an answer whose computation started before the stamp of any of its tags is stale
 * from birth. So answers need not know their tags before they are computed (a page learns them
 * from the API calls it made while rendering).
 *
 * Once an answer's `ttlMs` is up it is still served for another `ttlMs` while one fresh copy is
 * computed in the background (stale-while-revalidate), so no visitor waits for the database
 * because a popular list expired. Other processes therefore show a write after 2 × `ttlMs` at
 * most; this process at once.
 *
 * Storage is `lru-cache`, bounded by the total length of the kept bodies; the least recently used
 * answers go first.
 */

export interface Answer {
  body: string
  state: 'hit' | 'stale' | 'miss'
}

/** What a computation produces: the body to send and the tags of what it read. */
export interface Computed {
  body: string
  tags: Iterable<string>
}

interface Entry {
  body: string
  tags: readonly string[]
  /** The drop clock when its computation started: a drop of one of its tags after that kills it. */
  since: number
  /** Served as it is until then; */
  expires: number
  /** then served while a fresh copy is computed, until this. */
  staleUntil: number
}

/** One answer may use at most this share of the cache, so one huge answer cannot empty it. */
const LARGEST_SHARE = 8
/** How long a drop is remembered: longer than any answer lives (2 × the longest `ttlMs`). */
const DROP_MEMORY_MS = 60_000

export class AnswerCache {
  readonly #entries: LRUCache<string, Entry>
  /** Tag → the clock value of its last drop. Forgotten after DROP_MEMORY_MS. */
  readonly #dropped: LRUCache<string, number>
  /** Answers being computed: concurrent visitors of one expired answer wait for one computation. */
  readonly #pending = new Map<string, Promise<Computed>>()
  #clock = 0

  /** Off (`ANSWER_CACHE=0`): every answer is computed, as when measuring the uncached path. */
  readonly enabled: boolean
  /** Bodies are kept up to this many UTF-16 code units in all (about twice as many bytes). */
  readonly maxChars: number
  readonly now: () => number

  constructor(enabled = true, maxChars = 8 * 2 ** 20, now: () => number = () => performance.now()) {
    this.enabled = enabled
    this.maxChars = maxChars
    this.now = now
    this.#entries = new LRUCache({ maxSize: maxChars, sizeCalculation: (entry) => entry.body.length })
    this.#dropped = new LRUCache({ max: 100_000, ttl: DROP_MEMORY_MS, perf: { now } })
  }

  /**
   * The answer for `key`: the kept one (`hit`), an expired one while it is refreshed (`stale`),
   * the one another request is computing, or a new one from `compute` (`miss`).
   */
  async answer(key: string, ttlMs: number, compute: () => Promise<Computed>): Promise<Answer> {
    const entry = this.#live(key)
    if (entry) {
      const now = this.now()
      if (entry.expires > now) return { body: entry.body, state: 'hit' }
      // The refresh's failure drops the entry: the next visitor sees the error.
      if (!this.#pending.has(key)) this.#compute(key, ttlMs, compute).catch(() => undefined)
      return { body: entry.body, state: 'stale' }
    }
    const pending = this.#pending.get(key)
    if (pending) return { body: (await pending).body, state: 'hit' }
    return { body: (await this.#compute(key, ttlMs, compute)).body, state: 'miss' }
  }

  async #compute(key: string, ttlMs: number, compute: () => Promise<Computed>) {
    const since = this.#clock
    const computing = compute()
    this.#pending.set(key, computing)
    try {
      const computed = await computing
      this.#keep(key, computed, since, ttlMs)
      return computed
    } catch (error) {
      // A failed refresh (the shop is gone, the database is down) keeps no old answer either.
      this.#entries.delete(key)
      throw error
    } finally {
      // A drop may have let a newer computation of the same key start meanwhile.
      if (this.#pending.get(key) === computing) this.#pending.delete(key)
    }
  }

  /** The body kept for `key` while it is fresh (tests and diagnostics). */
  get(key: string): string | undefined {
    const entry = this.#live(key)
    return entry && entry.expires > this.now() ? entry.body : undefined
  }

  /** Every answer carrying one of these tags stops being served, and none computed before now is kept. */
  drop(tags: readonly string[]): void {
    if (tags.length === 0) return
    this.#clock += 1
    for (const tag of tags) this.#dropped.set(tag, this.#clock)
    // Computations already under way read the old data: later askers must not join them.
    this.#pending.clear()
  }

  get size() {
    return this.#entries.size
  }

  #keep(key: string, computed: Computed, since: number, ttlMs: number) {
    if (ttlMs <= 0 || computed.body.length > this.maxChars / LARGEST_SHARE) return
    const tags = [...new Set(computed.tags)]
    if (!this.#fresh(tags, since)) return
    const now = this.now()
    this.#entries.set(key, {
      body: computed.body,
      tags,
      since,
      expires: now + ttlMs,
      staleUntil: now + 2 * ttlMs,
    })
  }

  /** The kept entry for `key`, unless a drop of one of its tags or its age has ended it. */
  #live(key: string): Entry | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.staleUntil <= this.now() || !this.#fresh(entry.tags, entry.since)) {
      this.#entries.delete(key)
      return undefined
    }
    return entry
  }

  #fresh(tags: readonly string[], since: number) {
    for (const tag of tags) if ((this.#dropped.get(tag) ?? 0) > since) return false
    return true
  }
}
