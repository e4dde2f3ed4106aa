import { describe, expect, it } from 'vitest'
import { landingPath } from './landing.server'
import { RESALE_OUTCOMES, resaleOutcomeOf, resalePagePath } from './resale-outcome'

describe('the add/remove control without JavaScript (decision 076)', () => {
  it('puts its route beside the item’s page', () => {
    expect(resalePagePath('/demo/productos/u1/i1')).toBe('/demo/productos/u1/i1/revender')
    expect(resalePagePath('/products/i1/')).toBe('/products/i1/revender')
  })

  it('reads back every outcome it writes, and nothing else', () => {
    for (const [outcome, mark] of Object.entries(RESALE_OUTCOMES)) expect(resaleOutcomeOf(mark)).toBe(outcome)
    for (const mark of [null, '', 'AGREGADO', 'eliminado', 'constructor', 'toString'])
      expect(resaleOutcomeOf(mark)).toBeNull()
  })

  it('lands on the item’s page, or on the same-site page the form names, with the outcome', () => {
    expect(landingPath(null, '/demo/productos/u1/i1', 'added')).toBe('/demo/productos/u1/i1?reventa=agregado')
    expect(landingPath('/demo', '/demo/productos/u1/i1', 'removed')).toBe('/demo?reventa=quitado')
    // Another mark already there is replaced; other parameters stay.
    expect(landingPath('/demo?page=2&reventa=error', '/x', 'supplierRestricted')).toBe(
      '/demo?page=2&reventa=proveedor-restringido',
    )
    // A failed removal lands without a mark (001 §4: reset silently).
    expect(landingPath('/demo?reventa=error', '/x', null)).toBe('/demo')
  })

  it('never lands on another site', () => {
    for (const back of [
      'https://evil.test/',
      '//evil.test/x',
      '/\\evil.test',
      '/a/..//evil.test',
      '/%2e%2e//evil.test',
      'javascript:alert(1)',
      '/\tevil',
      42,
    ]) {
      const landed = landingPath(back, '/demo/productos/u1/i1', 'added')
      expect(landed.startsWith('/') && !landed.startsWith('//'), String(back)).toBe(true)
      expect(new URL(landed, 'https://tianguis.test').host).toBe('tianguis.test')
    }
  })
})
