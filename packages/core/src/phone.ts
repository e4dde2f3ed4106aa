/**
 * 002 §5 'Phone number parsed to national number': what a shopper types (+52 55 1234 5678,
 * 011 15-2345-6789, (55) 1234-5678) kept as the digits of the national number, without the
 * country code, Argentina's mobile 9 and trunk 0/15 kept as typed after the area code.
 */
const COUNTRY_CODES = { MX: '52', AR: '54' } as const

export function nationalNumber(raw: string, country: keyof typeof COUNTRY_CODES): string {
  let digits = raw.replace(/\D/g, '')
  const code = COUNTRY_CODES[country]
  if (raw.trim().startsWith('+') || (digits.startsWith(code) && digits.length > 10)) {
    if (digits.startsWith(code)) digits = digits.slice(code.length)
    // Mexico's old mobile prefix 1 and Argentina's mobile 9 after the country code.
    if (country === 'MX' && digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1)
    if (country === 'AR' && digits.length === 11 && digits.startsWith('9')) digits = digits.slice(1)
  }
  // A national trunk prefix.
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1)
  return digits
}
