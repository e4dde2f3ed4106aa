import { describe, expect, it } from 'vitest'
import {
  SEARCH_TERM_MAX,
  SEARCH_TERMS_MAX,
  SEARCH_TEXT_MAX,
  searchTerms,
  searchTextOf,
  searchTsQuery,
  termTsQuery,
  trigramText,
} from './search.ts'

describe('searchTerms', () => {
  it('lower-cases and keeps accents for the database to fold', () => {
    expect(searchTerms('  Café de CHIAPAS ')).toEqual(['café', 'de', 'chiapas'])
    expect(searchTerms('Ñandú año')).toEqual(['ñandú', 'año'])
  })

  it('joins a decomposed accent to its letter (NFC)', () => {
    expect(searchTerms('Cafe\u0301')).toEqual(['café'])
  })

  it.each([
    ["café' | chiapas", ['café', 'chiapas']],
    ["'", []],
    ["''", []],
    ['"cafe"', ['cafe']],
    ['a & b | !c', ['a', 'b', 'c']],
    ['(cafe):* <-> té', ['cafe', 'té']],
    ['cafe:*A', ['cafe', 'a']],
    ['!!!', []],
    ['&|!():*<>-\\', []],
    ["o'higgins", ['o', 'higgins']],
    ['café\0chiapas', ['café', 'chiapas']],
    ['50% off; 2x1', ['50', 'off', '2x1']],
    ['<script>alert(1)</script>', ['script', 'alert', '1']],
    ['😀 café', ['café']],
  ])('keeps only words from %j', (text, words) => {
    expect(searchTerms(text)).toEqual(words)
  })

  it('drops repeated words and bounds their number and length', () => {
    expect(searchTerms('cafe CAFE café')).toEqual(['cafe', 'café'])
    const many = Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ')
    expect(searchTerms(many)).toHaveLength(SEARCH_TERMS_MAX)
    expect(searchTerms('x'.repeat(100))[0]).toHaveLength(SEARCH_TERM_MAX)
  })
})

describe('searchTsQuery', () => {
  it('needs every word, the last one as a prefix', () => {
    expect(searchTsQuery('Café Chiap')).toBe("'café' & 'chiap':*")
    expect(searchTsQuery('cafet')).toBe("'cafet':*")
    expect(searchTsQuery('café de chiapas')).toBe("'café' & 'de' & 'chiapas':*")
  })

  it('matches a one-character last word whole, not as a prefix', () => {
    expect(searchTsQuery('café x')).toBe("'café' & 'x'")
    expect(termTsQuery('x')).toBe("'x'")
    expect(termTsQuery('xy')).toBe("'xy':*")
  })

  it('is null when nothing searchable is left', () => {
    for (const text of ['', '   ', "'", '&|!():*', '\\']) expect(searchTsQuery(text)).toBeNull()
  })

  it('never lets an operator or a quote through', () => {
    for (const text of ["a' & 'b", "x':* | !y", 'a\\:*b', "'); drop table items; --", 'a <-> b', 'a <2> b']) {
      const query = searchTsQuery(text)!
      // Only quoted words of letters and digits (the last may be a prefix), joined by &.
      expect(query).toMatch(/^(?:'[\p{L}\p{N}]+' & )*'[\p{L}\p{N}]+'(?::\*)?$/u)
    }
  })
})

describe('trigramText', () => {
  it('joins the words with single spaces', () => {
    expect(trigramText(' Café,  de   Chiapas! ')).toBe('café de chiapas')
    expect(trigramText('**')).toBeNull()
  })
})

describe('searchTextOf', () => {
  it('trims, lower-cases and bounds what a page keeps in its address', () => {
    expect(searchTextOf('  CAFÉ de Olla ')).toBe('café de olla')
    expect(searchTextOf(null)).toBe('')
    expect(searchTextOf('x'.repeat(SEARCH_TEXT_MAX + 5))).toHaveLength(SEARCH_TEXT_MAX)
  })
})
