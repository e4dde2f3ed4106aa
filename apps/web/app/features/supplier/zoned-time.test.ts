import { describe, expect, it } from 'vitest'
import { isoToLocal, localToIso, zoneOffsetMinutes } from './zoned-time'

describe('experience dates in the locale’s zone', () => {
  it('knows the offsets of the zones it uses', () => {
    const winter = new Date('2026-12-05T12:00:00Z')
    expect(zoneOffsetMinutes(winter, 'America/Mexico_City')).toBe(-360)
    expect(zoneOffsetMinutes(winter, 'America/Argentina/Buenos_Aires')).toBe(-180)
    expect(zoneOffsetMinutes(winter, 'UTC')).toBe(0)
  })

  it('reads a wall time as ISO 8601 with that zone’s offset', () => {
    expect(localToIso('2026-12-05T18:30', 'America/Mexico_City')).toBe('2026-12-05T18:30:00-06:00')
    expect(localToIso('2026-12-05T18:30', 'America/Argentina/Buenos_Aires')).toBe('2026-12-05T18:30:00-03:00')
    expect(localToIso('2026-07-01T09:05:07', 'Europe/Madrid')).toBe('2026-07-01T09:05:07+02:00')
  })

  it('refuses what is not a wall time', () => {
    expect(localToIso('', 'America/Mexico_City')).toBeNull()
    expect(localToIso('mañana', 'America/Mexico_City')).toBeNull()
    expect(localToIso('2026-02-30T10:00', 'America/Mexico_City')).toBeNull()
    expect(localToIso('2026-01-01T24:00', 'America/Mexico_City')).toBeNull()
  })

  it('shows an instant back in the zone it was typed in', () => {
    expect(isoToLocal('2026-12-06T00:30:00.000Z', 'America/Mexico_City')).toBe('2026-12-05T18:30')
    expect(isoToLocal('2026-12-05T21:30:00.000Z', 'America/Argentina/Buenos_Aires')).toBe('2026-12-05T18:30')
    expect(isoToLocal('nope', 'UTC')).toBe('')
    const typed = localToIso('2027-03-14T07:45', 'America/Mexico_City')!
    expect(isoToLocal(new Date(typed).toISOString(), 'America/Mexico_City')).toBe('2027-03-14T07:45')
  })
})
