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
export function formatMoney(value: Money, locale = 'es-MX'): string {
  const sign = value.amount < 0 ? '-' : ''
  const digits = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Math.abs(value.amount) / 100,
  )
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
