import { describe, expect, it } from 'vitest'
import { withMark } from './url-marks.ts'

describe('withMark', () => {
  it('adds a mark to a path, keeping its query and replacing a mark of the same name', () => {
    expect(withMark('/demo/mis-compras/x', 'pago', 'hecho')).toBe('/demo/mis-compras/x?pago=hecho')
    expect(withMark('/apps/paquetes?plan=pln_a', 'hecho', 'plp_1')).toBe(
      '/apps/paquetes?plan=pln_a&hecho=plp_1',
    )
    expect(withMark('/apps/paquetes?fallo=x', 'fallo', 'card')).toBe('/apps/paquetes?fallo=card')
  })
})
