import type { Locale } from './locales.ts'

/**
 * Phone numbers for SMS (002 §5 "phone number parsed to national number"). Mexico and Argentina
 * only, the countries of the interface: anything else is refused rather than guessed at.
 *
 * - Mexico: the national number is 10 digits. Accepted with or without +52, with the old mobile
 *   `1` after the country code (+52 1 55…) and the old `044`/`045` mobile prefixes.
 * - Argentina: the national number is 10 digits (area code + subscriber). Accepted with or
 *   without +54, with the mobile `9` after the country code, with the trunk `0` and with the
 *   local mobile `15` after an area code of 2 to 4 digits (011 15 1234-5678). SMS go to mobiles,
 *   so the E.164 form is always the mobile one, +54 9 + national.
 * - A number without country code belongs to the request's country: Argentina for es-AR, Mexico
 *   otherwise (both countries have 10-digit national numbers, so the digits cannot tell).
 */
export type PhoneCountry = 'MX' | 'AR'

export interface ParsedPhone {
  country: PhoneCountry
  /** 10 digits, without country code, trunk or mobile prefixes. */
  national: string
  /** Where an SMS goes: +52 + national, or +549 + national. */
  e164: string
}

export function defaultPhoneCountry(locale: Locale): PhoneCountry {
  return locale === 'es-AR' ? 'AR' : 'MX'
}

const SEPARATORS = /[\s().\-/]/g

export function parsePhone(input: string, defaultCountry: PhoneCountry): ParsedPhone | null {
  const compact = input.trim().replace(SEPARATORS, '')
  if (!/^\+?\d{8,15}$/.test(compact)) return null
  const international = compact.startsWith('+') || compact.startsWith('00')
  const digits = compact.replace(/^\+|^00/, '')
  if (international) {
    if (digits.startsWith('52')) return mexican(digits.slice(2), true)
    if (digits.startsWith('54')) return argentine(digits.slice(2), true)
    return null
  }
  // Without a plus: a 12- or 13-digit number starting with a country code has one (a national
  // number of either country is 10 digits, 11 or 13 with the prefixes handled below).
  if (digits.length === 12 && digits.startsWith('52')) return mexican(digits.slice(2), true)
  if (digits.length === 13 && digits.startsWith('521')) return mexican(digits.slice(2), true)
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('54'))
    return argentine(digits.slice(2), true)
  return defaultCountry === 'MX' ? mexican(digits, false) : argentine(digits, false)
}

function result(country: PhoneCountry, national: string): ParsedPhone {
  return { country, national, e164: country === 'MX' ? `+52${national}` : `+549${national}` }
}

function mexican(rest: string, withCountryCode: boolean): ParsedPhone | null {
  let national = rest
  if (withCountryCode && national.length === 11 && national.startsWith('1')) national = national.slice(1)
  if (!withCountryCode && national.length === 13 && /^04[45]/.test(national)) national = national.slice(3)
  if (!/^[2-9]\d{9}$/.test(national)) return null
  return result('MX', national)
}

function argentine(rest: string, withCountryCode: boolean): ParsedPhone | null {
  let national = rest
  if (withCountryCode && national.length === 11 && national.startsWith('9')) national = national.slice(1)
  if (!withCountryCode && national.startsWith('0')) national = national.slice(1)
  if (national.length === 12) national = withoutLocalMobilePrefix(national) ?? national
  if (!/^[1-9]\d{9}$/.test(national)) return null
  return result('AR', national)
}

/** 11 15 1234-5678 → 11 1234-5678: the `15` after an area code of 2, 3 or 4 digits. */
function withoutLocalMobilePrefix(digits: string): string | null {
  for (const areaLength of [2, 3, 4]) {
    if (digits.slice(areaLength, areaLength + 2) === '15')
      return digits.slice(0, areaLength) + digits.slice(areaLength + 2)
  }
  return null
}

/** How a number is shown back to its owner: the national number, grouped (55 1234 5678). */
export function formatNational(phone: ParsedPhone): string {
  const n = phone.national
  return `${n.slice(0, 2)} ${n.slice(2, 6)} ${n.slice(6)}`
}
