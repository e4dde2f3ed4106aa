import { describe, expect, it } from 'vitest'
import { readCookie } from './cookies'

describe('readCookie', () => {
  it('finds one cookie among several', () => {
    expect(readCookie('a=1; locale=en; b=2', 'locale')).toBe('en')
    expect(readCookie('locale="es-AR"', 'locale')).toBe('es-AR')
  })

  it('is undefined when absent or malformed', () => {
    expect(readCookie(null, 'locale')).toBeUndefined()
    expect(readCookie('xlocale=en', 'locale')).toBeUndefined()
    expect(readCookie('locale=%E0%A4%A', 'locale')).toBeUndefined()
  })
})
