import { describe, expect, it } from 'vitest'
import { pageParam } from './page-param'

describe('pageParam', () => {
  const at = (query: string) => pageParam(new URL(`http://x.test/l${query}`), 200)
  it('reads the page, from 1, bounded', () => {
    expect(at('?page=3')).toBe(3)
    expect(at('')).toBe(1)
    expect(at('?page=0')).toBe(1)
    expect(at('?page=-4')).toBe(1)
    expect(at('?page=abc')).toBe(1)
    expect(at('?page=999')).toBe(200)
  })
})
