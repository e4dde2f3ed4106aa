/**
 * Experience dates are typed in a `datetime-local` input, which has no time zone, and the API
 * wants ISO 8601 with an offset. They are read and shown in the zone of the visitor's locale
 * (decision 021; `LOCALE_TIME_ZONE` in core's dates.ts): Mexico City for es-MX and en, Buenos Aires
 * for es-AR.
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/** Minutes `timeZone` is ahead of UTC at `instant` (-360 for Mexico City). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant)
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'))
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000)
}

const pad = (n: number, width = 2) => String(Math.trunc(n)).padStart(width, '0')

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  return `${sign}${pad(abs / 60)}:${pad(abs % 60)}`
}

/** '2026-12-05T18:30' in `timeZone` → '2026-12-05T18:30:00-06:00'; null when it is no such moment. */
export function localToIso(local: string, timeZone: string): string | null {
  const match = LOCAL.exec(local.trim())
  if (!match) return null
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const wall = Date.UTC(y, mo - 1, d, h, mi, s)
  const check = new Date(wall)
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null
  // The offset at the wall time read as UTC is a first guess; once more settles a DST change.
  let offset = zoneOffsetMinutes(new Date(wall), timeZone)
  offset = zoneOffsetMinutes(new Date(wall - offset * 60_000), timeZone)
  return `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}${offsetText(offset)}`
}

/** An instant from the API → the `datetime-local` value it is in `timeZone`. */
export function isoToLocal(iso: string, timeZone: string): string {
  const instant = new Date(iso)
  if (Number.isNaN(instant.getTime())) return ''
  const wall = new Date(instant.getTime() + zoneOffsetMinutes(instant, timeZone) * 60_000)
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(
    wall.getUTCHours(),
  )}:${pad(wall.getUTCMinutes())}`
}
