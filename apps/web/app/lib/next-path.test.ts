import { describe, expect, it } from 'vitest'
import { safeNext } from './next-path'

describe('safeNext', () => {
  it('keeps same-site relative paths', () => {
    expect(safeNext('/demo/perfil', '/x')).toBe('/demo/perfil')
    expect(safeNext('/', '/x')).toBe('/')
    expect(safeNext('/demo?tab=1#top', '/x')).toBe('/demo?tab=1#top')
  })

  it('refuses anything that could leave the site', () => {
    for (const next of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'demo',
      '',
      '/\t/evil.example',
      '/\n/evil.example',
    ]) {
      expect(safeNext(next, '/fallback'), JSON.stringify(next)).toBe('/fallback')
    }
  })

  it('refuses values that are not strings', () => {
    expect(safeNext(null, '/f')).toBe('/f')
    expect(safeNext(undefined, '/f')).toBe('/f')
    expect(safeNext(new Blob([]), '/f')).toBe('/f')
  })
})
