import { describe, expect, it } from 'vitest'
import { shopUpdateBody } from './contracts/shops.ts'
import { PALETTES } from './palettes.ts'
import {
  blankToNull,
  COLOUR_DEBOUNCE_MS,
  DEFAULT_COLUMNS,
  isShopPhotoName,
  isSocialName,
  SHOP_PHOTO_MAX_BYTES,
  shopPhotoProblem,
} from './shop-look.ts'

describe('the shop look’s constants (001 §5, §9)', () => {
  it('debounces colours 250 ms, defaults to 2 columns, takes photos up to 4,000,000 bytes, has 20 palettes', () => {
    expect(COLOUR_DEBOUNCE_MS).toBe(250)
    expect(DEFAULT_COLUMNS).toBe(2)
    expect(SHOP_PHOTO_MAX_BYTES).toBe(4_000_000)
    expect(PALETTES).toHaveLength(20)
  })
})

describe('isSocialName (000 §5: names only)', () => {
  it.each(['tiendademo', 'mi.tienda', 'mi_tienda-2', '@mitienda', 'Tiendañú', 'wwwtienda'])(
    'takes %s',
    (name) => {
      expect(isSocialName(name)).toBe(true)
    },
  )
  it.each([
    'https://facebook.com/x',
    'http:x',
    'facebook.com/x',
    'www.instagram.com',
    'mi tienda',
    'a/b',
    '',
    '@',
    'x'.repeat(101),
  ])('refuses %s', (name) => {
    expect(isSocialName(name)).toBe(false)
  })
})

describe('blankToNull (000 §5: empty values are sent as null)', () => {
  it('turns empty and blank strings into null and leaves the rest', () => {
    expect(blankToNull('')).toBeNull()
    expect(blankToNull('   ')).toBeNull()
    expect(blankToNull('x')).toBe('x')
    expect(blankToNull(null)).toBeNull()
    expect(blankToNull(undefined)).toBeUndefined()
  })
})

describe('shop photo rules (001 §5)', () => {
  it('takes jpg, jpeg, png and svg of at most 4,000,000 bytes', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'logo.png', 'logo.svg']) expect(isShopPhotoName(name)).toBe(true)
    for (const name of ['a.gif', 'a.webp', 'png', 'a.png.exe']) expect(isShopPhotoName(name)).toBe(false)
    expect(shopPhotoProblem({ name: 'a.png', size: 4_000_000 })).toBeNull()
    expect(shopPhotoProblem({ name: 'a.png', size: 4_000_001 })).toBe('size')
    expect(shopPhotoProblem({ name: 'a.gif', size: 10 })).toBe('type')
  })
})

describe('shopUpdateBody: the look fields', () => {
  const parse = (body: unknown) => shopUpdateBody.safeParse(body)
  it('sends empty social values as null and trims names', () => {
    expect(parse({ facebook: '', discord: ' ', kick: ' kicker ' }).data).toEqual({
      facebook: null,
      discord: null,
      kick: 'kicker',
    })
  })
  it('takes every palette’s colours, 1 or 2 columns, theme 3 or 4 and both adornments', () => {
    for (const palette of PALETTES) {
      expect(parse({ color1: palette.color1, color2: palette.color2 }).success).toBe(true)
    }
    for (const body of [{ columns: 1 }, { columns: 2 }, { theme: 3 }, { theme: 4 }]) {
      expect(parse(body).success).toBe(true)
    }
    expect(parse({ adornment_type: 'geom-circle', darkmode: true, hidden_darkmode: false }).success).toBe(
      true,
    )
  })
  it('refuses colours that are not #rrggbb, 3 columns, theme 5, an unknown display, URLs as names', () => {
    for (const body of [
      { color1: 'red' },
      { color2: '#fff' },
      { columns: 3 },
      { columns: '2' },
      { theme: 5 },
      { photo_display: 'oval' },
      { adornment_type: 'stars' },
      { twitter: 'https://x.com/a' },
      { discord: 'servidor' },
      { name: '' },
    ]) {
      expect(parse(body).success, JSON.stringify(body)).toBe(false)
    }
  })
})
