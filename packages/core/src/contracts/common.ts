import { z } from 'zod'
import { LIST_MAX_LIMIT, LIST_MAX_OFFSET } from '../constants.ts'
import { ERROR_CODES } from '../errors.ts'

/** Every list answer (architecture.md "API conventions"). */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item), matches_estimated: z.number().int().nonnegative() })
}

/** Bounded paging for list queries; `defaultLimit` comes from the spec's page size for that list. */
export function pageQuery(defaultLimit: number) {
  return z.strictObject({
    offset: z.coerce.number().int().min(0).max(LIST_MAX_OFFSET).default(0),
    limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(defaultLimit),
  })
}

export const errorBody = z.object({
  error: z.object({
    code: z.enum(Object.keys(ERROR_CODES) as [keyof typeof ERROR_CODES, ...(keyof typeof ERROR_CODES)[]]),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** The numbers the message shows, e.g. `{ available: 3 }`, `{ max: 2 }` (decision 042). */
    params: z.record(z.string(), z.number()).optional(),
    /** Recovery data some codes carry (the server's total for `total_changed`, decision 050). */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
})
