import type { ErrorCode } from '@tianguis/core/errors'
import type { FieldProblem } from '@tianguis/core/messages'
import type { z } from 'zod'

/**
 * The one error class. A service throws it with a stable code; the handler below turns it
 * into `{ error: { code, message, fields? } }` in the request's language.
 */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly fields: Record<string, { problem: FieldProblem; params?: Record<string, unknown> }> | undefined
  readonly headers: Record<string, string> | undefined
  /** The numbers the message shows (`available`, `max`), also answered as `params`. */
  readonly params: Record<string, number> | undefined
  /** What the client needs to recover, answered as `error.details` (the server's total, the items short). */
  readonly details: Record<string, unknown> | undefined
  constructor(
    code: ErrorCode,
    options: {
      fields?: Record<string, { problem: FieldProblem; params?: Record<string, unknown> }>
      headers?: Record<string, string>
      params?: Record<string, number>
      details?: Record<string, unknown>
      cause?: unknown
    } = {},
  ) {
    super(code, { cause: options.cause })
    this.code = code
    this.fields = options.fields
    this.headers = options.headers
    this.params = options.params
    this.details = options.details
  }
}

/** Turns zod issues into per-field problems; an unknown key is its own code. */
export function fromZodError(error: z.ZodError): AppError {
  const fields: NonNullable<AppError['fields']> = {}
  let unknown = false
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      unknown = true
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] = { problem: 'unknown' }
      continue
    }
    const key = issue.path.join('.') || '_'
    if (fields[key]) continue
    fields[key] = problemOf(issue)
  }
  return new AppError(unknown ? 'unknown_fields' : 'invalid_request', { fields })
}

function problemOf(issue: z.core.$ZodIssue): { problem: FieldProblem; params?: Record<string, unknown> } {
  switch (issue.code) {
    case 'invalid_type':
      return { problem: issue.input === undefined ? 'required' : 'invalid_type' }
    case 'too_small':
      return issue.origin === 'string'
        ? { problem: Number(issue.minimum) <= 1 ? 'required' : 'too_short', params: { min: issue.minimum } }
        : { problem: 'too_small', params: { min: issue.minimum } }
    case 'too_big':
      return issue.origin === 'string'
        ? { problem: 'too_long', params: { max: issue.maximum } }
        : { problem: 'too_big', params: { max: issue.maximum } }
    case 'invalid_format':
      return { problem: issue.format === 'email' ? 'invalid_email' : 'invalid_format' }
    default:
      return { problem: 'invalid_value' }
  }
}
