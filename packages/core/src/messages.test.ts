import { describe, expect, it } from 'vitest'
import { ERROR_CODES } from './errors.ts'
import { LOCALES } from './locales.ts'
import { ERROR_MESSAGES, FIELD_MESSAGES, fieldMessage } from './messages.ts'

describe('API messages', () => {
  it.each(LOCALES)('has a non-empty message for every error code in %s', (locale) => {
    const missing = Object.keys(ERROR_CODES).filter(
      (code) => !ERROR_MESSAGES[locale][code as keyof typeof ERROR_CODES]?.trim(),
    )
    expect(missing).toEqual([])
    expect(Object.keys(ERROR_MESSAGES[locale]).sort()).toEqual(Object.keys(ERROR_CODES).sort())
  })

  it.each(LOCALES)('has every field message in %s', (locale) => {
    expect(Object.keys(FIELD_MESSAGES[locale]).sort()).toEqual(Object.keys(FIELD_MESSAGES.en).sort())
  })

  it('fills parameters', () => {
    expect(fieldMessage('en', 'too_long', { max: 30 })).toBe('Must be at most 30 characters.')
    expect(fieldMessage('es-MX', 'too_short', { min: 8 })).toBe('Debe tener al menos 8 caracteres.')
  })
})
