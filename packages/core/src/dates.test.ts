import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatTime } from './dates.ts'

describe('formatDateTime', () => {
  it('shows the same instant in each locale’s time zone, whatever the machine’s', () => {
    const iso = '2027-03-05T02:30:00Z'
    // 02:30 UTC is still the 4th in Mexico City (UTC-6) and 23:30 of the 4th in Buenos Aires (UTC-3).
    expect(formatDateTime(iso, 'es-MX')).toMatch(/jueves, 4 de marzo de 2027.*8:30/)
    expect(formatDateTime(iso, 'es-AR')).toMatch(/jueves, 4 de marzo de 2027.*11:30/)
    expect(formatDateTime(iso, 'en')).toMatch(/Thursday, March 4, 2027.*8:30/)
  })
})

describe('formatDate', () => {
  it('writes the day out in each locale’s time zone', () => {
    const iso = '2027-03-05T02:30:00Z'
    expect(formatDate(iso, 'es-MX')).toBe('4 de marzo de 2027')
    expect(formatDate(iso, 'es-AR')).toBe('4 de marzo de 2027')
    expect(formatDate(iso, 'en')).toBe('March 4, 2027')
  })
})

describe('formatTime', () => {
  it('gives the time of day in each locale’s time zone', () => {
    const iso = '2027-03-05T20:35:00Z'
    expect(formatTime(iso, 'es-MX')).toBe('14:35')
    expect(formatTime(iso, 'es-AR')).toBe('17:35')
    expect(formatTime(iso, 'en')).toMatch(/^2:35\sPM$/)
  })
})
