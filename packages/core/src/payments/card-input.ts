/**
 * What a shopper types in the card form, made ready for the tokenising endpoint (002 §5,
 * decision 045). The browser's card form and the sandbox's tokenising endpoint use the same
 * rules, so a number the form accepts is a number the endpoint accepts.
 *
 * - the card number: spaces stripped, then cut to 19 characters (the longest card number);
 * - the expiry: entered as month/year and split on '/' ("08/29", "8 / 2029");
 * - the CVC: 3 or 4 digits.
 */

/** ISO/IEC 7812 card numbers have 12 to 19 digits; the spec cuts input at 19. */
export const CARD_NUMBER_MAX = 19
export const CARD_NUMBER_MIN = 12

/** Months without interest offered on a credit card (002 `msi_payments`); debit cards take none. */
export const CREDIT_INSTALMENTS = [3, 6, 9, 12] as const

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown'

/** Strips the spaces a shopper types or pastes ("4242 4242 …") and cuts the rest to 19 characters. */
export function cleanCardNumber(input: string): string {
  return input.replace(/\s+/g, '').slice(0, CARD_NUMBER_MAX)
}

/** The expiry as typed ("MM/YY"), split on '/'; each part trimmed. No '/' gives an empty year. */
export function splitExpiry(input: string): { month: string; year: string } {
  const slash = input.indexOf('/')
  if (slash === -1) return { month: input.trim(), year: '' }
  return { month: input.slice(0, slash).trim(), year: input.slice(slash + 1).trim() }
}

/**
 * A month (1–12) and a four-digit year from what the form sends: numbers, or digit strings of
 * one or two digits for the month and two or four for the year ("29" is 2029). Null otherwise.
 */
export function parseExpiry(
  month: string | number,
  year: string | number,
): { month: number; year: number } | null {
  const m =
    typeof month === 'number' ? (Number.isInteger(month) ? month : Number.NaN) : digitsOf(month, [1, 2])
  const y = typeof year === 'number' ? (Number.isInteger(year) ? year : Number.NaN) : digitsOf(year, [2, 4])
  if (!(m >= 1 && m <= 12)) return null
  const fullYear = y >= 0 && y < 100 ? 2000 + y : y
  if (!(fullYear >= 2000 && fullYear <= 2099)) return null
  return { month: m, year: fullYear }
}

function digitsOf(text: string, lengths: number[]): number {
  const trimmed = text.trim()
  return /^\d+$/.test(trimmed) && lengths.includes(trimmed.length) ? Number(trimmed) : Number.NaN
}

/** A card is valid through the last day of its expiry month (UTC). */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth() + 1
  return expiry.year < year || (expiry.year === year && expiry.month < month)
}

/** The Luhn (mod 10) check every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** The brand by the number's first digits (IIN ranges). */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa'
  if (/^3[47]/.test(digits)) return 'amex'
  const two = Number(digits.slice(0, 2))
  const four = Number(digits.slice(0, 4))
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard'
  return 'unknown'
}

export type CardInputProblem = 'invalid_card_number' | 'invalid_card_expiry' | 'invalid_card_cvc'

export interface CardInput {
  card_number: string
  exp_month: string | number
  exp_year: string | number
  cvc: string
}

export interface CheckedCard {
  number: string
  brand: CardBrand
  last4: string
  expiry: { month: number; year: number }
}

/**
 * Checks a card as the form sends it, in the order a shopper fixes it: the number (digits only
 * after cleaning, 12–19 of them, Luhn), the expiry (a real month, not past), the CVC (3–4 digits).
 */
export function checkCardInput(
  input: CardInput,
  now: Date,
): { ok: true; card: CheckedCard } | { ok: false; problem: CardInputProblem } {
  const number = cleanCardNumber(input.card_number)
  if (!/^\d+$/.test(number) || number.length < CARD_NUMBER_MIN || !luhnValid(number)) {
    return { ok: false, problem: 'invalid_card_number' }
  }
  const expiry = parseExpiry(input.exp_month, input.exp_year)
  if (!expiry || isExpired(expiry, now)) return { ok: false, problem: 'invalid_card_expiry' }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { ok: false, problem: 'invalid_card_cvc' }
  return { ok: true, card: { number, brand: cardBrand(number), last4: number.slice(-4), expiry } }
}
