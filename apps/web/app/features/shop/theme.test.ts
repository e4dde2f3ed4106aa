import { describe, expect, it } from 'vitest'
import { contrastRatio, photoClasses, readableOn, themeStyle } from './theme'

describe('shop theme', () => {
  it('picks a text colour with at least 4.5:1 contrast on any background', () => {
    for (const bg of [
      '#000000',
      '#ffffff',
      '#ff0000',
      '#777777',
      '#f5f8fa',
      '#1e40af',
      '#facc15',
      '#808080',
    ]) {
      expect(contrastRatio(bg, readableOn(bg)), bg).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('exposes the shop colours as CSS variables', () => {
    const style = themeStyle({ color1: '#123456', color2: '#fafafa' }) as Record<string, string>
    expect(style['--color1']).toBe('#123456')
    expect(style['--color2']).toBe('#fafafa')
    expect(style['--on-color1']).toBe('#ffffff')
    expect(style['--on-color2']).toBe('#000000')
  })

  it('falls back when a colour is not a hex colour', () => {
    const style = themeStyle({ color1: 'red; background: url(x)', color2: '#fafafa' }) as Record<
      string,
      string
    >
    expect(style['--color1']).toBe('#1f2937')
  })

  it('maps photo_display to shape, size and border', () => {
    expect(photoClasses('cir')).toContain('rounded-full')
    expect(photoClasses('cir')).not.toContain('border-2')
    expect(photoClasses('bdr_cir')).toContain('border-2')
    expect(photoClasses('sq')).toContain('rounded-none')
    expect(photoClasses('rec')).toContain('w-[100px]')
    expect(photoClasses('bdr_rec')).toContain('border-2')
  })
})
