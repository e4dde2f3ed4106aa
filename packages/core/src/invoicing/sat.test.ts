import { describe, expect, it } from 'vitest'
import {
  CFDI_USE_CODES,
  fiscalProblems,
  normalizeRfc,
  regimeFits,
  regimesFor,
  rfcKind,
  TAX_REGIME_CODES,
  useFits,
  usesFor,
} from './sat.ts'

describe('RFC', () => {
  it('reads a 13-character RFC as a person’s and a 12-character one as a company’s', () => {
    expect(rfcKind('GODE561231GR8')).toBe('person')
    expect(rfcKind('XAXX010101000')).toBe('person')
    expect(rfcKind('ABC010203AB1')).toBe('company')
    expect(rfcKind('ÑAÑ010203AB1')).toBe('company')
    expect(rfcKind('A&C010203AB1')).toBe('company')
  })

  it('refuses other lengths, dates that do not exist and bad homoclaves', () => {
    expect(rfcKind('GODE561231GR')).toBeNull()
    expect(rfcKind('GODE561231GR89')).toBeNull()
    expect(rfcKind('GODE561331GR8')).toBeNull() // month 13
    expect(rfcKind('GODE560230GR8')).toBeNull() // 30 February
    expect(rfcKind('GODE560229GR8')).toBe('person') // 2056 is a leap year
    expect(rfcKind('GODE570229GR8')).toBeNull()
    expect(rfcKind('GODE561200GR8')).toBeNull() // day 0
    expect(rfcKind('GODE561231GRB')).toBeNull() // last character a letter other than A
    expect(rfcKind('godE561231GR8')).toBeNull() // not normalised
    expect(rfcKind('AB1010203AB1')).toBeNull()
  })

  it('normalises case, spaces and dashes', () => {
    expect(normalizeRfc(' gode-561231-gr8 ')).toBe('GODE561231GR8')
  })
})

describe('regimes and CFDI uses', () => {
  it('gives companies and persons their own regimes, 610 and 626 to both', () => {
    expect(regimeFits('601', 'company')).toBe(true)
    expect(regimeFits('601', 'person')).toBe(false)
    expect(regimeFits('612', 'person')).toBe(true)
    expect(regimeFits('612', 'company')).toBe(false)
    expect(regimesFor('company')).toEqual(['601', '603', '610', '620', '622', '623', '624', '626'])
    for (const regime of ['610', '626'] as const) {
      expect(regimeFits(regime, 'person') && regimeFits(regime, 'company')).toBe(true)
    }
    // Every regime is someone's.
    for (const regime of TAX_REGIME_CODES) {
      expect(regimeFits(regime, 'person') || regimeFits(regime, 'company')).toBe(true)
    }
  })

  it('lets a company deduct goods and expenses but never a person’s deductions', () => {
    expect(useFits('G03', '601', 'company')).toBe(true)
    expect(useFits('D01', '601', 'company')).toBe(false)
    expect(usesFor('601', 'company')).not.toContain('D10')
    expect(usesFor('601', 'company')).toContain('S01')
  })

  it('gives a salaried person personal deductions but not business expenses', () => {
    expect(useFits('D01', '605', 'person')).toBe(true)
    expect(useFits('G03', '605', 'person')).toBe(false)
    expect(usesFor('605', 'person')).toEqual([
      'D01',
      'D02',
      'D03',
      'D04',
      'D05',
      'D06',
      'D07',
      'D08',
      'D09',
      'D10',
      'S01',
    ])
  })

  it('leaves only "Sin efectos fiscales" to a person without tax obligations', () => {
    expect(usesFor('616', 'person')).toEqual(['S01'])
  })

  it('gives every regime at least one use and no payment or payroll uses', () => {
    for (const regime of TAX_REGIME_CODES) {
      for (const kind of ['person', 'company'] as const) {
        if (regimeFits(regime, kind)) expect(usesFor(regime, kind).length).toBeGreaterThan(0)
      }
    }
    expect(CFDI_USE_CODES).not.toContain('CP01')
    expect(CFDI_USE_CODES).not.toContain('CN01')
  })
})

describe('fiscalProblems', () => {
  it('names the first wrong field: the RFC, then the regime for its kind, then the use', () => {
    expect(fiscalProblems({ tax_id: 'ABC010203AB1', tax_regime: '601', cfdi_use: 'G03' })).toBeNull()
    expect(fiscalProblems({ tax_id: 'ABC01020', tax_regime: '601', cfdi_use: 'D01' })).toEqual({
      field: 'tax_id',
      reason: 'rfc_invalid',
    })
    expect(fiscalProblems({ tax_id: 'ABC010203AB1', tax_regime: '612', cfdi_use: 'G03' })).toEqual({
      field: 'tax_regime',
      reason: 'regime_mismatch',
    })
    expect(fiscalProblems({ tax_id: 'ABC010203AB1', tax_regime: '601', cfdi_use: 'D01' })).toEqual({
      field: 'cfdi_use',
      reason: 'use_mismatch',
    })
    // A seller's data has no use.
    expect(fiscalProblems({ tax_id: 'GODE561231GR8', tax_regime: '626' })).toBeNull()
  })
})
