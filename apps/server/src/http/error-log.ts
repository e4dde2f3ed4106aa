/**
 * What an unexpected error leaves in the log. A failed query's error carries the whole statement
 * and every parameter (drizzle's `Failed query: … params: …`, PGlite's `query` and `params`), and
 * its stack repeats that message: one request with a large body once logged 12 KB of SQL and the
 * visitor's own data at error level. The log keeps what helps to find the fault (kind, SQLSTATE,
 * table, constraint, where in the code) and never the statement, its parameters or the row
 * (`detail` quotes the values).
 */
const MAX_CAUSES = 4
const MAX_MESSAGE = 300
const MAX_STACK_LINES = 12

/** Properties that hold SQL, its parameters or the rows' values: never logged. */
const UNLOGGED = new Set(['query', 'params', 'parameters', 'detail', 'where', 'internalQuery', 'hint'])
const KEPT = ['code', 'severity', 'table', 'column', 'constraint', 'schema', 'routine'] as const

function isQueryError(error: Error & Record<string, unknown>): boolean {
  return 'query' in error || 'params' in error || error.message.startsWith('Failed query:')
}

/** The database's own error (pg, PGlite): a five-character SQLSTATE and a severity. */
function isDatabaseError(error: Error & Record<string, unknown>): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error
}

function messageOf(error: Error & Record<string, unknown>): string {
  // A query error's message is the statement itself; say what it is instead.
  if (isQueryError(error)) return 'database query failed'
  const message = error.message.slice(0, MAX_MESSAGE)
  // PostgreSQL quotes the offending value (`invalid input syntax for type integer: "…"`).
  return isDatabaseError(error) ? message.replace(/"[^"]*"?/g, '"…"') : message
}

function summary(error: Error & Record<string, unknown>) {
  const out: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message: messageOf(error),
  }
  for (const key of KEPT) {
    const value = error[key]
    if ((typeof value === 'string' || typeof value === 'number') && !UNLOGGED.has(key)) out[key] = value
  }
  if (typeof error.stack === 'string') {
    // Only the frames: a stack's first line repeats the message, the statement or value included.
    out.stack = error.stack
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, MAX_STACK_LINES)
      .join('\n')
  }
  return out
}

/** A plain object for `log.error({ err })`: the error and its causes, without SQL or values. */
export function errorForLog(raw: unknown): Record<string, unknown> {
  if (!(raw instanceof Error)) return { type: typeof raw, message: String(raw).slice(0, MAX_MESSAGE) }
  const top = summary(raw as Error & Record<string, unknown>)
  let cause: unknown = raw.cause
  let at = top
  for (let depth = 0; depth < MAX_CAUSES && cause instanceof Error; depth += 1) {
    const next = summary(cause as Error & Record<string, unknown>)
    at.cause = next
    at = next
    cause = cause.cause
  }
  return top
}
