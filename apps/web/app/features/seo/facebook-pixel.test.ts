import { describe, expect, it } from 'vitest'
import { pixelId } from './facebook-pixel'

describe('facebook pixel id', () => {
  it('accepts only digit ids', () => {
    expect(pixelId('123456789012345')).toBe('123456789012345')
    expect(pixelId(null)).toBeNull()
    expect(pixelId('')).toBeNull()
    expect(pixelId("1');alert(1);//")).toBeNull()
    expect(pixelId('12ab')).toBeNull()
  })
})
