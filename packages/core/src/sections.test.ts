import { describe, expect, it } from 'vitest'
import { SECTION_KINDS } from './contracts/shops.ts'
import { enabledSections, isSectionEnabled, type SectionsShop, SHOP_SECTIONS } from './sections.ts'

const shop = (storeType: string, on: string[]): SectionsShop => ({
  store_type: storeType,
  store_theme_info: {
    sections_info: SECTION_KINDS.map((section) => ({ section, enabled: on.includes(section) })),
  },
})

describe('shop sections', () => {
  it('follows each item section’s flag', () => {
    for (const section of ['products', 'services', 'experiences', 'blogs', 'franchises'] as const) {
      expect(isSectionEnabled(shop('plain', [section]), section), section).toBe(true)
      expect(isSectionEnabled(shop('plain', []), section), section).toBe(false)
      // Another section's flag does not turn this one on.
      expect(
        isSectionEnabled(
          shop(
            'plain',
            SECTION_KINDS.filter((s) => s !== section),
          ),
          section,
        ),
      ).toBe(false)
    }
  })

  it('always has catálogos, even with every flag off or no flags at all', () => {
    expect(isSectionEnabled(shop('plain', []), 'catalogues')).toBe(true)
    expect(
      isSectionEnabled({ store_type: 'plain', store_theme_info: { sections_info: [] } }, 'catalogues'),
    ).toBe(true)
  })

  it('has info only for franchise shops with retail on', () => {
    expect(isSectionEnabled(shop('franchise', ['retail']), 'info')).toBe(true)
    expect(isSectionEnabled(shop('franchise', ['products']), 'info')).toBe(false)
    for (const type of ['plain', 'affiliate', 'affinity']) {
      expect(isSectionEnabled(shop(type, ['retail']), 'info'), type).toBe(false)
    }
  })

  it('treats a section listed but disabled as off', () => {
    const listedOff: SectionsShop = {
      store_type: 'plain',
      store_theme_info: { sections_info: [{ section: 'blogs', enabled: false }] },
    }
    expect(isSectionEnabled(listedOff, 'blogs')).toBe(false)
  })

  it('lists the reachable sections in menu order', () => {
    expect(enabledSections(shop('plain', ['blogs', 'products', 'services']))).toEqual([
      'products',
      'services',
      'catalogues',
      'blogs',
    ])
    expect(enabledSections(shop('franchise', SECTION_KINDS as unknown as string[]))).toEqual([
      ...SHOP_SECTIONS,
    ])
  })
})
