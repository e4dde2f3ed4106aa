import { randomBytes } from 'node:crypto'

/** Crockford's base 32, lower-cased: no i, l, o or u, so ids read aloud without confusion. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'

/**
 * The one id generator (conventions 9): a kind prefix for readable logs (`usr_`, `shp_`, `job_`),
 * then 26 characters laid out like a ULID — 10 for the creation time in milliseconds, 16 random
 * (80 bits) — so ids sort by creation time, and a B-tree index on them grows at its right edge
 * instead of splitting pages at random (issue 10; the same idea as UUIDv7 and TypeID).
 */
export function newId(prefix: string, now: number = Date.now()): string {
  let time = ''
  let rest = now
  for (let i = 0; i < 10; i += 1) {
    time = ALPHABET[rest % 32] + time
    rest = Math.floor(rest / 32)
  }
  const bytes = randomBytes(16)
  let random = ''
  for (const byte of bytes) random += ALPHABET[byte & 31]
  return `${prefix}_${time}${random}`
}
