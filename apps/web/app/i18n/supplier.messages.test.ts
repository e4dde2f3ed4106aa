import { LOCALES } from '@tianguis/core/locales'
import { errorMessage } from '@tianguis/core/messages'
import { describe, expect, it } from 'vitest'
import { translate } from './translate'

describe('supplier messages', () => {
  it('refuse a photo with the spec’s own words, the same as the API’s (000 §5)', () => {
    for (const locale of LOCALES) {
      expect(translate(locale, 'supplier.photos.rejected')).toBe(errorMessage(locale, 'image_rejected'))
    }
    expect(translate('es-MX', 'supplier.photos.rejected')).toBe(
      'Imagen rechazada - El tamaño de archivo de la imagen sobrepasa el máximo permitido (4MB). Los formatos válidos son .jpeg, .png, .svg',
    )
  })

  it('speak voseo in es-AR', () => {
    expect(translate('es-AR', 'supplier.list.empty')).toContain('tenés')
    expect(translate('es-MX', 'supplier.list.empty')).toContain('tienes')
  })
})
