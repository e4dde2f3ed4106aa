/**
 * The create-order bodies sent lately, by attempt (decision 062). PayPal cannot be searched by our
 * attempt id (`custom_id`), but a create sent again with the same `PayPal-Request-Id` answers the
 * order the first one made — so `findByAttempt` sends the same body again. It is kept in memory
 * for PayPal's idempotency window (6 hours) and no longer; an attempt whose body is gone (another
 * process, a restart) is "not found", which is safe: an order whose create never answered was
 * never shown to the buyer, so it can never be approved, let alone captured.
 */
const KEEP_MS = 6 * 60 * 60_000
const MAX_KEPT = 10_000

export interface OrderRequests {
  remember(attemptId: string, body: object): void
  recall(attemptId: string): object | null
}

export function orderRequests(now: () => Date): OrderRequests {
  const kept = new Map<string, { body: object; at: number }>()
  return {
    remember(attemptId, body) {
      kept.delete(attemptId)
      kept.set(attemptId, { body, at: now().getTime() })
      // Oldest first (insertion order): drop what is past the window, and the oldest beyond the cap.
      for (const [id, entry] of kept) {
        if (kept.size <= MAX_KEPT && now().getTime() - entry.at < KEEP_MS) break
        kept.delete(id)
      }
    },
    recall(attemptId) {
      const entry = kept.get(attemptId)
      if (!entry || now().getTime() - entry.at >= KEEP_MS) return null
      return entry.body
    },
  }
}
