import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import type { Viewer } from '../../kernel/context.ts'

/**
 * Who a session cookie belongs to, remembered for a few seconds (decision 032). Reading a session
 * through better-auth costs two SQL statements and an HMAC check of the cookie's signature, about
 * a quarter of a signed-in page's server time; a buyer's next page and the page's own
 * requests ask again within seconds.
 *
 * Keyed by a hash of the cookie's whole signed value, so only a value better-auth has already
 * verified can hit, and no token sits in memory in clear. An entry never outlives its session.
 * Log out drops its entry at once and a password reset drops them all, in this process; another
 * process keeps its own entries, so a session ended elsewhere still works here for at most `ttlMs`.
 */
export class SessionCache {
  readonly #entries: LRUCache<string, Viewer> | null

  constructor(ttlMs: number, max = 10_000) {
    this.#entries = ttlMs > 0 ? new LRUCache({ max, ttl: ttlMs, ttlAutopurge: false }) : null
  }

  get(cookieValue: string): Viewer | undefined {
    return this.#entries?.get(keyOf(cookieValue))
  }

  /** Keeps `viewer` for the cookie until the TTL passes or the session expires, whichever is first. */
  set(cookieValue: string, viewer: Viewer, sessionExpiresAt: Date) {
    if (!this.#entries) return
    const left = sessionExpiresAt.getTime() - Date.now()
    if (left <= 0) return
    const ttl = Math.min(left, this.#entries.ttl)
    this.#entries.set(keyOf(cookieValue), viewer, { ttl })
  }

  /** This cookie's session ended (log out). */
  drop(cookieValue: string) {
    this.#entries?.delete(keyOf(cookieValue))
  }

  /** Sessions ended by something that does not name them (a password reset ends all of a user's). */
  dropAll() {
    this.#entries?.clear()
  }
}

const keyOf = (cookieValue: string) => createHash('sha256').update(cookieValue).digest('base64url')
