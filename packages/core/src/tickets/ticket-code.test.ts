import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatTicketCode,
  normalizeTicketCode,
  TICKET_CODE_BYTES,
  TICKET_CODE_LENGTH,
  ticketCodeFrom,
} from './ticket-code.ts'

describe('ticket codes (decision 083)', () => {
  it('makes 20 characters of Crockford base32 from 13 bytes', () => {
    expect(ticketCodeFrom(new Uint8Array(13))).toBe('00000000000000000000')
    expect(ticketCodeFrom(new Uint8Array(13).fill(255))).toBe('ZZZZZZZZZZZZZZZZZZZZ')
    // 0x08 0x86 0x42 …: the bits 00001 00010 00011 00100 … read 1, 2, 3, 4.
    expect(ticketCodeFrom(Uint8Array.from([0x08, 0x86, 0x42, 0x98, 0xe0, ...new Array(8).fill(0)]))).toBe(
      '12345670000000000000',
    )
    expect(() => ticketCodeFrom(new Uint8Array(12))).toThrow()
  })

  it('never uses I, L, O or U, and different bytes make different codes', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: TICKET_CODE_BYTES, maxLength: TICKET_CODE_BYTES }),
        fc.uint8Array({ minLength: TICKET_CODE_BYTES, maxLength: TICKET_CODE_BYTES }),
        (a, b) => {
          const code = ticketCodeFrom(a)
          expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/)
          // Only the first 100 bits count: the last byte's low 4 bits are left over.
          const same = a.every((byte, i) => (i < 12 ? byte === b[i] : byte >> 4 === b[i]! >> 4))
          expect(code === ticketCodeFrom(b)).toBe(same)
        },
      ),
    )
  })

  it('prints in four groups of five and reads back what a person or a scanner types', () => {
    const code = 'ABCDE1GHJK0MNPQRSTVW'
    expect(formatTicketCode(code)).toBe('ABCDE-1GHJK-0MNPQ-RSTVW')
    expect(normalizeTicketCode('ABCDE-1GHJK-0MNPQ-RSTVW')).toBe(code)
    expect(normalizeTicketCode(' abcde 1ghjk 0mnpq rstvw ')).toBe(code)
    // Crockford: I and L are read as 1, O as 0.
    expect(normalizeTicketCode('abcdeighjkomnpqrstvw')).toBe(code)
    expect(normalizeTicketCode('ABCDELGHJK0MNPQRSTVW')).toBe(code)
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 13, maxLength: 13 }), (bytes) => {
        const made = ticketCodeFrom(bytes)
        expect(normalizeTicketCode(formatTicketCode(made))).toBe(made)
      }),
    )
  })

  it('refuses what cannot be a code: too short, too long, U or other characters', () => {
    expect(TICKET_CODE_LENGTH).toBe(20)
    for (const input of [
      '',
      'ABCDE',
      'ABCDE1GHJK0MNPQRSTVWX',
      'ABCDE1GHJK0MNPQRSTVU',
      'ABCDE1GHJK0MNPQRST/W',
      'ÁBCDE1GHJK0MNPQRSTVW',
    ])
      expect(normalizeTicketCode(input), input).toBeNull()
  })
})
