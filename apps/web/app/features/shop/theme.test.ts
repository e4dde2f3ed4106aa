import { contrastRatio } from '@tianguis/core/palettes'
import { describe, expect, it } from 'vitest'
import { footerColours, photoClasses, themeStyle } from './theme'

describe('shop theme', () => {
  it('exposes the shop colours as CSS variables with readable text on each', () => {
    const style = themeStyle({ color1: '#123456', color2: '#fafafa' }) as Record<string, string>
    expect(style['--color1']).toBe('#123456')
    expect(style['--color2']).toBe('#fafafa')
    expect(style['--on-color1']).toBe('#ffffff')
    expect(style['--on-color2']).toBe('#000000')
    expect(contrastRatio(style['--color1']!, style['--on-color1']!)).toBeGreaterThanOrEqual(4.5)
  })

  it('falls back when a colour is not a hex colour', () => {
    const style = themeStyle({ color1: 'red; background: url(x)', color2: '#fafafa' }) as Record<
      string,
      string
    >
    expect(style['--color1']).toBe('#1f2937')
  })

  it('uses footer_bg and footer_fg, replacing an unreadable or invalid foreground', () => {
    expect(footerColours({ footer_bg: null, footer_fg: '#ffffff' })).toBeUndefined()
    expect(footerColours({ footer_bg: '#111111', footer_fg: '#eeeeee' })).toEqual({
      backgroundColor: '#111111',
      color: '#eeeeee',
    })
    expect(footerColours({ footer_bg: '#111111', footer_fg: '#222222' })?.color).toBe('#ffffff')
    expect(footerColours({ footer_bg: '#fefefe', footer_fg: 'url(x)' })?.color).toBe('#000000')
  })

  it('maps photo_display to shape, the §9 thumbnail size and border', () => {
    expect(photoClasses('cir')).toContain('rounded-full')
    expect(photoClasses('cir')).toContain('w-[35px]')
    expect(photoClasses('cir')).not.toContain('border-2')
    expect(photoClasses('bdr_cir')).toContain('border-2')
    expect(photoClasses('sq')).toContain('rounded-none')
    expect(photoClasses('bdr_sq')).toContain('border-2')
    expect(photoClasses('rec')).toContain('w-[100px]')
    expect(photoClasses('rec')).toContain('h-[35px]')
    expect(photoClasses('bdr_rec')).toContain('border-2')
  })
})
