import { describe, expect, it } from 'vitest'
import { platformRobots, platformSitemapIndex, shopRobots, shopSitemap } from './seo-files'

const shop = (storeType: string, on: string[]) => ({
  store_type: storeType,
  store_theme_info: {
    sections_info: (['products', 'services', 'experiences', 'franchises', 'retail', 'blogs'] as const).map(
      (section) => ({ section, enabled: on.includes(section) }),
    ),
  },
})

describe('SEO files', () => {
  it('lists the shop home and only its enabled sections, with absolute URLs', () => {
    const xml = shopSitemap('https://demo.tianguis.test', shop('plain', ['products', 'blogs']))
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual([
      'https://demo.tianguis.test/',
      'https://demo.tianguis.test/productos',
      'https://demo.tianguis.test/catalogos',
      'https://demo.tianguis.test/blogs',
    ])
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
  })

  it('adds info only for franchise shops with retail on, and keeps a path-addressed shop’s prefix', () => {
    const xml = shopSitemap('http://localhost:3000/franquicia/', shop('franchise', ['retail']))
    expect(xml).toContain('<loc>http://localhost:3000/franquicia/info</loc>')
    expect(xml).toContain('<loc>http://localhost:3000/franquicia/</loc>')
  })

  it('indexes every shop’s sitemap on the platform, escaping what XML needs', () => {
    const xml = platformSitemapIndex('http://localhost:3000', ['demo', 'a&b'])
    expect(xml).toContain('<loc>http://localhost:3000/demo/sitemap.xml</loc>')
    expect(xml).toContain('<loc>http://localhost:3000/a%26b/sitemap.xml</loc>')
    expect(xml).toContain('<sitemapindex')
  })

  it('points robots at the sitemap of the same host and keeps account pages out', () => {
    expect(shopRobots('https://mitienda.mx')).toContain('Sitemap: https://mitienda.mx/sitemap.xml')
    expect(shopRobots('https://mitienda.mx')).toContain('Disallow: /perfil')
    expect(platformRobots('http://localhost:3000')).toContain('Disallow: /api/')
    expect(platformRobots('http://localhost:3000')).toContain('Sitemap: http://localhost:3000/sitemap.xml')
  })

  it('lets crawlers reach the cart and the checkout, which show a crawler nothing private (decision 044)', () => {
    for (const robots of [shopRobots('https://mitienda.mx'), platformRobots('http://localhost:3000')]) {
      expect(robots).not.toMatch(/Disallow: .*(carrito|comprar)/)
    }
  })
})
