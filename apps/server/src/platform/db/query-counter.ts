import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Counts the SQL statements run on behalf of one request. A page rendered on the server
 * calls the API in-process, so nested API requests join the page's counter rather than
 * starting their own: the page's total is what its query budget limits.
 */
export interface QueryTally {
  statements: number
  /**
   * Answers worth sharing between the page and the API calls it makes in-process (the
   * viewer's session, read once per page rather than once per call).
   */
  shared: Map<string, Promise<unknown>>
  /**
   * Cache tags of everything read on behalf of this request and its in-process calls: what a
   * kept page depends on (decision 025).
   */
  reads: Set<string>
}

const storage = new AsyncLocalStorage<QueryTally>()

/** Opens a tally for the rest of the current async flow (used by a Fastify onRequest hook). */
export function enterTally(): QueryTally {
  const outer = storage.getStore()
  if (outer) return outer
  const tally: QueryTally = { statements: 0, shared: new Map(), reads: new Set() }
  storage.enterWith(tally)
  return tally
}

export function countStatement(): void {
  const tally = storage.getStore()
  if (tally) tally.statements += 1
}
