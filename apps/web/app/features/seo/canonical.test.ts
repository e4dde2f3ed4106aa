import { describe, expect, it } from 'vitest'
import { canonicalHref, canonicalRoot, withCanonical } from './canonical'

describe('canonical links (decision 035)', () => {
  const platform = 'http://localhost:3000'

  it('puts a shop without its own domain on the platform’s address, by path', () => {
    expect(canonicalRoot(platform, 'demo')).toBe('http://localhost:3000/demo')
    expect(canonicalRoot(platform, null)).toBe('http://localhost:3000')
    expect(canonicalRoot('https://tianguis.example/algo', 'demo', '  ')).toBe('https://tianguis.example/demo')
  })

  it('uses the shop’s own domain as the origin, however it was written', () => {
    for (const url of ['tiendita.example', 'https://tiendita.example/', 'http://tiendita.example']) {
      expect(canonicalRoot(platform, 'demo', url), url).toMatch(/^https?:\/\/tiendita\.example$/)
    }
    expect(canonicalRoot(platform, 'demo', 'no es una dirección')).toBe('http://localhost:3000/demo')
  })

  it('gives the page’s own path below the shop, whatever base the request used', () => {
    const byPath = canonicalRoot(platform, 'demo')
    expect(canonicalHref(byPath, '/demo', '/demo', '')).toBe('http://localhost:3000/demo')
    expect(canonicalHref(byPath, '/demo', '/demo/productos/', '')).toBe(
      'http://localhost:3000/demo/productos',
    )
    // On the shop's sub-domain the path carries no slug; the canonical address is still by path.
    expect(canonicalHref(byPath, '', '/terminos', '')).toBe('http://localhost:3000/demo/terminos')
    const own = canonicalRoot(platform, 'demo', 'tiendita.example')
    expect(canonicalHref(own, '/demo', '/demo', '')).toBe('https://tiendita.example/')
    expect(canonicalHref(own, '', '/catalogos/ropa', '')).toBe('https://tiendita.example/catalogos/ropa')
    expect(canonicalHref(platform, '', '/', '')).toBe('http://localhost:3000/')
    expect(canonicalHref(platform, '', '/marketplace', '')).toBe('http://localhost:3000/marketplace')
  })

  it('keeps the query parameters that change the content and drops the noise', () => {
    const root = canonicalRoot(platform, 'demo')
    expect(
      canonicalHref(
        root,
        '/demo',
        '/demo/productos',
        '?utm_source=x&page=2&sort=list_price&filter=café&fbclid=1',
      ),
    ).toBe('http://localhost:3000/demo/productos?filter=caf%C3%A9&page=2')
    expect(canonicalHref(root, '/demo', '/demo/productos', '?page=1&filter=')).toBe(
      'http://localhost:3000/demo/productos',
    )
    expect(canonicalHref(platform, '', '/', '?offset=0')).toBe('http://localhost:3000/')
    expect(canonicalHref(platform, '', '/', '?offset=20')).toBe('http://localhost:3000/?offset=20')
    expect(canonicalHref(platform, '', '/marketplace', '?type=service&next=/x')).toBe(
      'http://localhost:3000/marketplace?type=service',
    )
  })

  it('carries the layout’s link into a page’s own tags, except on pages kept out of search engines', () => {
    const link = { tagName: 'link', rel: 'canonical', href: 'http://localhost:3000/demo/x' }
    const matches = [{ id: 'root' }, { id: 'routes/storefront/layout', meta: [{ title: 'Demo' }, link] }]
    expect(withCanonical(matches, [{ title: 'Página' }])).toEqual([{ title: 'Página' }, link])
    expect(
      withCanonical(matches, [{ title: 'Página' }, { tagName: 'link', rel: 'canonical', href: 'otra' }]),
    ).toEqual([{ title: 'Página' }, link])
    const hidden = [{ title: 'No' }, { name: 'robots', content: 'noindex' }]
    expect(withCanonical(matches, hidden)).toEqual(hidden)
  })
})
