import { describe, expect, it } from 'vitest'
import {
  duplicateAnswerOf,
  duplicatePagePath,
  duplicateRefusedPath,
  forkedPath,
  forkFailedPath,
  forkOutcomeOf,
} from './copy-outcome'

describe('the fork and duplicate without JavaScript (decision 076)', () => {
  it('lands a fork on the copy in the viewer’s shop, or back on the origin, with its mark', () => {
    expect(forkedPath('tienda-afiliada', 'temporada-2')).toBe(
      '/tienda-afiliada/catalogos/temporada-2?hecho=copiado',
    )
    expect(forkFailedPath('/demo', 'temporada')).toBe('/demo/catalogos/temporada?hecho=no-copiado')
    expect(forkFailedPath('', 'temporada')).toBe('/catalogos/temporada?hecho=no-copiado')
    expect(forkOutcomeOf('copiado')).toBe('forked')
    expect(forkOutcomeOf('no-copiado')).toBe('failed')
    for (const mark of [null, '', 'eliminado', 'COPIADO']) expect(forkOutcomeOf(mark)).toBeNull()
  })

  it('sends a refused duplicate back to its form with the name and the refusal, and reads them back', () => {
    expect(duplicatePagePath('/demo', 'regalos')).toBe('/demo/catalogos/regalos/duplicar')
    const refused = duplicateRefusedPath('/demo', 'regalos', '¡¡ Día & noche !!', 'name')
    const url = new URL(refused, 'https://tianguis.test')
    expect(url.pathname).toBe('/demo/catalogos/regalos/duplicar')
    expect(duplicateAnswerOf(url.searchParams, 150)).toEqual({ error: 'name', name: '¡¡ Día & noche !!' })
    const failed = new URL(duplicateRefusedPath('', 'regalos', 'Otro', 'failed'), 'https://tianguis.test')
    expect(duplicateAnswerOf(failed.searchParams, 150)).toEqual({ error: 'failed', name: 'Otro' })
  })

  it('shows no refusal nor name from an address that carries none, and never more than the limit', () => {
    expect(duplicateAnswerOf(new URLSearchParams('nombre=Hola'), 150)).toEqual({ error: null, name: null })
    expect(duplicateAnswerOf(new URLSearchParams('error=otro&nombre=Hola'), 150)).toEqual({
      error: null,
      name: null,
    })
    expect(
      duplicateAnswerOf(new URLSearchParams(`error=nombre&nombre=${'a'.repeat(400)}`), 150).name,
    ).toHaveLength(150)
  })
})
