/**
 * A ticket's code (002 §3 "QR code"; decision 083): what the QR holds and what a door scanner types
 * back. 20 characters of Crockford's base32 — 100 random bits, so a code cannot be guessed — shown
 * in four groups of five for a person reading it aloud or typing it.
 */

/** Crockford's base32: digits and letters without I, L, O and U, which read like others. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const TICKET_CODE_LENGTH = 20
/** Random bytes a code is made of: 13 bytes hold the 100 bits used. */
export const TICKET_CODE_BYTES = 13

/** The code of 13 random bytes (or more; the first 100 bits are used). */
export function ticketCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < TICKET_CODE_BYTES) throw new Error(`a ticket code needs ${TICKET_CODE_BYTES} bytes`)
  let code = ''
  let buffer = 0
  let bits = 0
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte
    bits += 8
    while (bits >= 5 && code.length < TICKET_CODE_LENGTH) {
      code += ALPHABET[(buffer >> (bits - 5)) & 31]
      bits -= 5
    }
    buffer &= (1 << bits) - 1
    if (code.length === TICKET_CODE_LENGTH) break
  }
  return code
}

/** `ABCDE-FGHJK-MNPQR-STVWX`: how the code is printed under its QR. */
export function formatTicketCode(code: string): string {
  return code.match(/.{1,5}/g)?.join('-') ?? code
}

/**
 * What a scanner or a person typed, as a stored code, or null when it cannot be one: case, spaces
 * and dashes do not matter, and the letters Crockford reads as digits (I and L as 1, O as 0) are
 * taken as those digits.
 */
export function normalizeTicketCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0')
  if (compact.length !== TICKET_CODE_LENGTH) return null
  for (const char of compact) if (!ALPHABET.includes(char)) return null
  return compact
}
