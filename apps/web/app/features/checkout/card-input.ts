/**
 * The card form's input rules in the browser (002 §5): spaces are stripped from the card number
 * and it is cut to 19 characters; the expiry is typed as MM/YY and split on '/'. The sandbox
 * provider's tokenising endpoint checks the same card again (Luhn, date, CVC); these rules only
 * shape what the person types and what is sent there.
 *
 * If `packages/core/src/payments/card-input.ts` (the providers' part) lands with the same rules,
 * this file gives way to it (decision 049).
 */

export const CARD_NUMBER_MAX = 19

/** The number as sent: spaces (and the dashes people paste) stripped, then cut to 19 characters. */
export function cleanCardNumber(typed: string): string {
  return typed.replace(/[\s-]/g, '').slice(0, CARD_NUMBER_MAX)
}

/** The number as shown while typing: digits only, in groups of four. */
export function displayCardNumber(typed: string): string {
  const digits = cleanCardNumber(typed).replace(/\D/g, '')
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/**
 * The expiry as shown while typing: 'MM/YY', the '/' put in once a third digit comes; a single
 * month digit above 1 becomes '0N'.
 */
export function displayExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4)
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}`
  if (digits.length <= 2) return digits
  return `${digits.slice(0, 2)}/${digits.slice(2)}`
}

/** 'MM/YY' split on '/' into the month and the four-digit year, or null when it is not a date. */
export function splitExpiry(typed: string): { exp_month: number; exp_year: number } | null {
  const [month = '', year = '', ...rest] = typed.split('/').map((part) => part.trim())
  if (rest.length > 0 || !/^\d{1,2}$/.test(month) || !/^(\d{2}|\d{4})$/.test(year)) return null
  const exp_month = Number(month)
  if (exp_month < 1 || exp_month > 12) return null
  return { exp_month, exp_year: year.length === 2 ? 2000 + Number(year) : Number(year) }
}

export function cleanCvc(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 4)
}

export type CardField = 'number' | 'expiry' | 'cvc' | 'holder'

/** What the tokenising endpoint takes (`{ card_number, exp_month, exp_year, cvc, holder }`). */
export interface CardTokenBody {
  card_number: string
  exp_month: number
  exp_year: number
  cvc: string
  holder: string
}

/** The body for the tokenising endpoint, or the fields that are not filled in right. */
export function cardTokenBody(
  typed: Record<CardField, string>,
): { ok: true; body: CardTokenBody } | { ok: false; fields: CardField[] } {
  const card_number = cleanCardNumber(typed.number)
  const expiry = splitExpiry(typed.expiry)
  const cvc = cleanCvc(typed.cvc)
  const holder = typed.holder.trim()
  const fields: CardField[] = []
  if (!/^\d{12,19}$/.test(card_number)) fields.push('number')
  if (!expiry) fields.push('expiry')
  if (!/^\d{3,4}$/.test(cvc)) fields.push('cvc')
  if (holder.length < 2) fields.push('holder')
  if (fields.length > 0 || !expiry) return { ok: false, fields }
  return { ok: true, body: { card_number, ...expiry, cvc, holder } }
}
