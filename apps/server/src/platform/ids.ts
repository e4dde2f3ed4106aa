import { randomBytes } from 'node:crypto'

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz'

/**
 * The one id generator: a kind prefix for readable logs (`usr_`, `shp_`, `ses_`) and
 * 20 random base-36 characters (~103 bits). Conventions 9.
 */
export function newId(prefix: string): string {
  const bytes = randomBytes(20)
  let out = ''
  for (const byte of bytes) out += ALPHABET[byte % 36]
  return `${prefix}_${out}`
}
