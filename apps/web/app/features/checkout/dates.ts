const formats = new Map<string, Intl.DateTimeFormat>()

/** A date and time in the visitor's locale ('25 nov 2026, 14:30'); the text itself when it is not a date. */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    formats.set(locale, format)
  }
  return format.format(date)
}
