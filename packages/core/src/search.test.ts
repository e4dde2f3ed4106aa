import { describe, expect, it } from 'vitest'
import { prefixTsQuery, SEARCH_TERM_MAX, SEARCH_TERMS_MAX, searchTerms, trigramText } from './search.ts'

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

describe('prefixTsQuery', () => {
  it('makes every word a required prefix', () => {
    expect(prefixTsQuery('Café Chiapas')).toBe("'café':* & 'chiapas':*")
    expect(prefixTsQuery('cafet')).toBe("'cafet':*")
  })

  it('matches a one-character word whole, not as a prefix', () => {
    expect(prefixTsQuery('café x')).toBe("'café':* & 'x'")
  })

  it('is null when nothing searchable is left', () => {
    for (const text of ['', '   ', "'", '&|!():*', '\\']) expect(prefixTsQuery(text)).toBeNull()
  })

  it('never lets an operator or a quote through', () => {
    for (const text of ["a' & 'b", "x':* | !y", 'a\\:*b', "'); drop table items; --"]) {
      const query = prefixTsQuery(text)!
      // Only quoted words of letters and digits, as prefixes when longer than one character, joined by &.
      expect(query).toMatch(/^'[\p{L}\p{N}]+'(?::\*)?(?: & '[\p{L}\p{N}]+'(?::\*)?)*$/u)
    }
  })
})

describe('trigramText', () => {
  it('joins the words with single spaces', () => {
    expect(trigramText(' Café,  de   Chiapas! ')).toBe('café de chiapas')
    expect(trigramText('**')).toBeNull()
  })
})
