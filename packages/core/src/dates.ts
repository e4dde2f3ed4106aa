import type { Locale } from './locales.ts'

/**
 * Dates shown to people (an experience's date, 001 §3). The server renders the page and the
 * browser hydrates it, so both must format in the same time zone: each locale's usual one, not
 * the machine's. A shop's own time zone can replace this when shops get one.
 */
export const LOCALE_TIME_ZONE: Record<Locale, string> = {
  'es-MX': 'America/Mexico_City',
  'es-AR': 'America/Argentina/Buenos_Aires',
  en: 'America/Mexico_City',
}

// One formatter per locale, made on first use: building one costs far more than using it.
const dateTimeFormats = new Map<Locale, Intl.DateTimeFormat>()

/** An instant as a long date and a short time in the locale's language and time zone. */
export function formatDateTime(iso: string, locale: Locale): string {
  let format = dateTimeFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: LOCALE_TIME_ZONE[locale],
    })
    dateTimeFormats.set(locale, format)
  }
  return format.format(new Date(iso))
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>()

/** An instant's day, written out ("26 de diciembre de 2026"), in the locale's language and time zone. */
export function formatDate(iso: string, locale: Locale): string {
  let format = dateFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: LOCALE_TIME_ZONE[locale] })
    dateFormats.set(locale, format)
  }
  return format.format(new Date(iso))
}

const timeFormats = new Map<Locale, Intl.DateTimeFormat>()

/**
 * An instant's time of day ("14:35"; "2:35 PM" in English), in the locale's time zone: a deadline
 * within the hour (a bank transfer's, 002 §9) needs no date.
 */
export function formatTime(iso: string, locale: Locale): string {
  let format = timeFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      // Mexico and Argentina write deadlines on the 24-hour clock ("antes de las 14:35").
      hourCycle: locale === 'en' ? 'h12' : 'h23',
      timeZone: LOCALE_TIME_ZONE[locale],
    })
    timeFormats.set(locale, format)
  }
  return format.format(new Date(iso))
}
