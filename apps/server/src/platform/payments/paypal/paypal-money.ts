import { PaymentProviderError } from '../provider.ts'

/**
 * Our amounts are integers of the currency's minor unit (ISO 4217: 2 decimals for MXN and ARS, 0
 * for JPY); PayPal's are decimal strings (`"250.00"`). PayPal takes no decimals at all for HUF,
 * JPY and TWD (its currency codes page), though ISO gives HUF and TWD two: an amount of those with
 * a fraction cannot be sent and is refused as `invalid_request` before anything is created.
 */
const PAYPAL_WHOLE_CURRENCIES = new Set(['HUF', 'JPY', 'TWD'])

/**
 * The currencies PayPal takes payments in (its REST currency codes page). MXN is one; ARS is not:
 * a checkout in pesos argentinos cannot be paid through PayPal and is refused before any call.
 */
export const PAYPAL_CURRENCIES = new Set(
  'AUD BRL CAD CNY CZK DKK EUR HKD HUF ILS JPY MYR MXN TWD NZD NOK PHP PLN GBP SGD SEK CHF THB USD'.split(
    ' ',
  ),
)

/**
 * ISO 4217 exponents that are not 2. Written out rather than asked of `Intl`: its CLDR digits are
 * display rules that differ from ISO's (and between ICU versions: HUF shows 0 on some).
 */
const ZERO_DIGITS = new Set('BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF'.split(' '))
const THREE_DIGITS = new Set('BHD IQD JOD KWD LYD OMR TND'.split(' '))

/** The ISO 4217 exponent (minor-unit digits) of a currency. */
export function currencyExponent(currency: string): number {
  if (ZERO_DIGITS.has(currency)) return 0
  return THREE_DIGITS.has(currency) ? 3 : 2
}

/** `25000` MXN → `"250.00"`; `500` JPY → `"500"`; `25000` HUF → `"250"`. */
export function paypalValue(amount: number, currency: string): string {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new PaymentProviderError('invalid_request')
  if (!PAYPAL_CURRENCIES.has(currency)) throw new PaymentProviderError('invalid_request')
  const exponent = currencyExponent(currency)
  const scale = 10 ** exponent
  const whole = Math.floor(amount / scale)
  const fraction = amount % scale
  if (PAYPAL_WHOLE_CURRENCIES.has(currency)) {
    if (fraction !== 0) throw new PaymentProviderError('invalid_request')
    return String(whole)
  }
  return exponent === 0 ? String(whole) : `${whole}.${String(fraction).padStart(exponent, '0')}`
}

/** PayPal's `{ currency_code, value }` back to minor units, or null when it is not a plain amount. */
export function minorUnits(money: { currency_code?: unknown; value?: unknown } | null | undefined): {
  amount: number
  currency: string
} | null {
  const currency = money?.currency_code
  const value = money?.value
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return null
  if (typeof value !== 'string') return null
  const match = /^(\d{1,15})(?:\.(\d{1,3}))?$/.exec(value)
  if (!match) return null
  const exponent = currencyExponent(currency)
  const [, whole, fraction = ''] = match
  if (fraction.length > exponent) return null
  const amount = Number(whole) * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0')
  return Number.isSafeInteger(amount) ? { amount, currency } : null
}
