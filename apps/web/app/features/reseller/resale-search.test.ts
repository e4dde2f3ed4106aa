import { describe, expect, it } from 'vitest'
import { movedOption, newestOnly, suggestedNames, suggestionsPath } from './resale-search'

/** The reseller's search box without React (decision 077). */
describe('suggestionsPath', () => {
  it('asks for the trimmed text with the form’s type and supplier, and leaves out empty ones', () => {
    expect(suggestionsPath({ text: '  café de  ', type: 'product', dssupplier: 'usr_1' })).toBe(
      '/api/v1/me/resale/suggestions?text=caf%C3%A9+de&type=product&dssupplier=usr_1',
    )
    expect(suggestionsPath({ text: 'mesa', type: '', dssupplier: null })).toBe(
      '/api/v1/me/resale/suggestions?text=mesa',
    )
    expect(suggestionsPath({ text: '   ', type: null, dssupplier: ' ' })).toBe(
      '/api/v1/me/resale/suggestions',
    )
  })

  it('cuts the text at the 100 characters the API takes', () => {
    const path = suggestionsPath({ text: `${'a'.repeat(150)}`, type: null, dssupplier: null })
    expect(new URL(path, 'http://x').searchParams.get('text')).toHaveLength(100)
  })
})

describe('suggestedNames', () => {
  it('reads the names of the answer, each once, 10 at most', () => {
    const results = Array.from({ length: 12 }, (_, n) => ({ id: `i${n}`, name: `Café ${n}` }))
    results.splice(1, 0, { id: 'twin', name: 'Café 0' })
    expect(suggestedNames({ results })).toEqual(Array.from({ length: 10 }, (_, n) => `Café ${n}`))
  })

  it('finds no suggestion in an answer of another shape', () => {
    expect(suggestedNames(null)).toEqual([])
    expect(suggestedNames({ error: { code: 'x' } })).toEqual([])
    expect(
      suggestedNames({ results: [{ id: 'a' }, null, { name: 3 }, { name: '' }, { name: 'Mesa' }] }),
    ).toEqual(['Mesa'])
  })
})

describe('movedOption', () => {
  it('goes down from none to the first and wraps from the last to the first', () => {
    expect(movedOption(-1, 3, 'ArrowDown')).toBe(0)
    expect(movedOption(0, 3, 'ArrowDown')).toBe(1)
    expect(movedOption(2, 3, 'ArrowDown')).toBe(0)
  })

  it('goes up from none to the last and wraps from the first to the last', () => {
    expect(movedOption(-1, 3, 'ArrowUp')).toBe(2)
    expect(movedOption(2, 3, 'ArrowUp')).toBe(1)
    expect(movedOption(0, 3, 'ArrowUp')).toBe(2)
  })

  it('has nothing to move to in an empty list, and comes back into a list that shrank', () => {
    expect(movedOption(-1, 0, 'ArrowDown')).toBe(-1)
    expect(movedOption(4, 0, 'ArrowUp')).toBe(-1)
    expect(movedOption(7, 3, 'ArrowDown')).toBe(0)
    expect(movedOption(7, 3, 'ArrowUp')).toBe(2)
  })
})

describe('newestOnly', () => {
  it('aborts the request before when one starts, and only the newest may answer', () => {
    const requests = newestOnly()
    const first = requests.start()
    const second = requests.start()
    expect(first.signal.aborted).toBe(true)
    expect(first.isNewest()).toBe(false)
    expect(second.signal.aborted).toBe(false)
    expect(second.isNewest()).toBe(true)
    requests.cancel()
    expect(second.signal.aborted).toBe(true)
    expect(second.isNewest()).toBe(false)
  })
})
