/**
 * Money is an integer number of minor units plus an ISO 4217 currency code.
 * Floats never hold money: every amount that crosses an API is minor units.
 */
export interface Money {
  readonly amount: number
  readonly currency: string
}

const SYMBOLS: Record<string, string> = { EUR: '€', GBP: '£' }

/** Spec 001 §9 / 002 §9: '$' by default, '€' for EUR, '£' for GBP. */
export function currencySymbol(currency: string): string {
  return SYMBOLS[currency.toUpperCase()] ?? '$'
}

export function money(amount: number, currency: string): Money {
  if (!Number.isSafeInteger(amount))
    throw new RangeError(`money amount must be a safe integer, got ${amount}`)
  if (!/^[A-Z]{3}$/.test(currency)) throw new RangeError(`currency must be an ISO 4217 code, got ${currency}`)
  return { amount, currency }
}

/** Formats with the currency symbol, thousands separators and exactly two decimals: `$1,234.50`. */
// Building an Intl.NumberFormat costs far more than using one (it was the server's top cost in
// rendering a list of 36 cards): one per locale, made on first use.
const amountFormats = new Map<string, Intl.NumberFormat>()

function amountFormat(locale: string) {
  let format = amountFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    amountFormats.set(locale, format)
  }
  return format
}

export function formatMoney(value: Money, locale = 'es-MX'): string {
  const sign = value.amount < 0 ? '-' : ''
  const digits = amountFormat(locale).format(Math.abs(value.amount) / 100)
  return `${sign}${currencySymbol(value.currency)}${digits}`
}

export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new RangeError(`cannot add ${a.currency} to ${b.currency}`)
  return money(a.amount + b.amount, a.currency)
}

/**
 * Multiplies by an exact decimal rate given as a string ("0.5", "0.125"), rounding once, half-up
 * (away from zero) to the minor unit. Working on integers avoids binary-float drift.
 */
export function multiplyMoney(value: Money, rate: string): Money {
  const match = /^(-?)(\d+)(?:\.(\d{1,9}))?$/.exec(rate)
  if (!match) throw new RangeError(`rate must be a decimal string, got ${rate}`)
  const [, neg, whole, frac = ''] = match
  const scale = 10n ** BigInt(frac.length)
  const numerator = BigInt(whole + frac) * BigInt(value.amount) * (neg ? -1n : 1n)
  const abs = numerator < 0n ? -numerator : numerator
  let quotient = abs / scale
  if ((abs % scale) * 2n >= scale) quotient += 1n
  return money(Number(numerator < 0n ? -quotient : quotient), value.currency)
}

/** The decimal separator `locale` writes amounts with: ',' for es-AR, '.' for es-MX and en. */
export function decimalSeparator(locale: string): ',' | '.' {
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')
  return part?.value === ',' ? ',' : '.'
}

/** Why a typed amount was refused: not a plain positive number, more than two decimals, or too long. */
export type AmountProblem = 'format' | 'decimals' | 'range'
export type ParsedAmount = { ok: true; amount: number } | { ok: false; problem: AmountProblem }

/**
 * Reads an amount a person typed ('1234.5', '1,234.50', '$ 99', or '1.234,50' in es-AR) as integer
 * minor units, without passing through a float. The locale's decimal separator decides; its
 * grouping separator is allowed in groups of three. A lone separator of the other kind followed
 * by one or two digits ('12.50' typed in es-AR) is read as the decimal point, since no grouping
 * could mean that. At most two decimals; negative amounts are refused.
 */
export function parseMoneyInput(text: string, locale = 'es-MX'): ParsedAmount {
  const decimal = decimalSeparator(locale)
  const group = decimal === '.' ? ',' : '.'
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(/^\$/, '')
  if (!/^[\d.,]+$/.test(cleaned) || !/\d/.test(cleaned)) return { ok: false, problem: 'format' }

  let whole = cleaned
  let fraction = ''
  const decimalAt = cleaned.lastIndexOf(decimal)
  if (decimalAt >= 0) {
    whole = cleaned.slice(0, decimalAt)
    fraction = cleaned.slice(decimalAt + 1)
  } else if (cleaned.split(group).length === 2 && /^\d+[.,]\d{1,2}$/.test(cleaned)) {
    ;[whole = '', fraction = ''] = cleaned.split(group)
  }
  if (!/^\d*$/.test(fraction)) return { ok: false, problem: 'format' }
  if (fraction.length > 2) return { ok: false, problem: 'decimals' }
  const groups = whole.split(group)
  const grouped =
    groups.length === 1
      ? /^\d*$/.test(whole)
      : groups.every((g, i) => (i === 0 ? /^\d{1,3}$/ : /^\d{3}$/).test(g))
  if (!grouped || (whole === '' && fraction === '')) return { ok: false, problem: 'format' }
  const digits = `${groups.join('') || '0'}${fraction.padEnd(2, '0')}`.replace(/^0+(?=\d)/, '')
  if (digits.length > 15) return { ok: false, problem: 'range' }
  return { ok: true, amount: Number(digits) }
}

/** Minor units as a person would type them back: '1234.50', or '1234,50' in es-AR (no grouping). */
export function moneyInputValue(amount: number, locale = 'es-MX'): string {
  const sign = amount < 0 ? '-' : ''
  const abs = Math.abs(amount)
  const cents = String(abs % 100).padStart(2, '0')
  return `${sign}${Math.floor(abs / 100)}${decimalSeparator(locale)}${cents}`
}
