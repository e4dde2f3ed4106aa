import { describe, expect, it } from 'vitest'
import { negotiateLocale } from './locales.ts'

describe('negotiateLocale', () => {
  it('prefers a valid cookie', () => {
    expect(negotiateLocale('en', 'es-AR')).toBe('en')
    expect(negotiateLocale('fr', 'es-AR')).toBe('es-AR')
  })
  it('maps Accept-Language by quality', () => {
    expect(negotiateLocale(undefined, 'en-US,en;q=0.9')).toBe('en')
    expect(negotiateLocale(undefined, 'fr;q=0.9, es-AR;q=0.8')).toBe('es-AR')
    expect(negotiateLocale(undefined, 'es-ES')).toBe('es-MX')
    expect(negotiateLocale(undefined, 'de, en;q=0')).toBe('es-MX')
  })
  it('defaults to es-MX', () => {
    expect(negotiateLocale(undefined, undefined)).toBe('es-MX')
  })
})
