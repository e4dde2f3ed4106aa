import { describe, expect, it } from 'vitest'
import { addOutcomeOf, cataloguesPagePath, outcomePath } from './outcome'

describe('the add-to-catalogue outcome in the address (decision 074)', () => {
  it('reads back what it writes, and nothing else', () => {
    expect(outcomePath('/demo/productos/u1/i1', 'added')).toBe('/demo/productos/u1/i1?catalogo=agregado')
    expect(addOutcomeOf('agregado')).toBe('added')
    expect(addOutcomeOf('no-agregado')).toBe('failed')
    for (const mark of [null, '', 'AGREGADO', 'eliminado']) expect(addOutcomeOf(mark)).toBeNull()
  })

  it('puts the page without JavaScript under the item’s path', () => {
    expect(cataloguesPagePath('/demo/productos/u1/i1')).toBe('/demo/productos/u1/i1/catalogos')
  })
})
