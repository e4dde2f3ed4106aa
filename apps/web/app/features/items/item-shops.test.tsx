// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { mountPage, textOf } from '../../test-support/dom'
import { ItemShops } from './item-shops'
import { type PageItemShops, shopBase } from './item-shops.server'

/** The platform item page's list of shops that sell the item (decision 052). */
const SHOPS: PageItemShops = {
  shops: [
    {
      name: 'Franquicia Centro',
      photo: '/static/demo/franquicia-logo.svg',
      own: true,
      href: '/franquicia-centro/productos/u/i',
    },
    { name: 'Tienda Demo', photo: null, own: false, href: '/demo/productos/u/i' },
  ],
  total: 12,
  previous: '/products/i',
  next: '/products/i?tiendas=3',
}

afterEach(() => {
  document.body.innerHTML = ''
})

async function render(data: PageItemShops, locale: 'es-MX' | 'es-AR' | 'en' = 'es-MX') {
  const { container } = await mountPage(() => <ItemShops data={data} />, { path: '/products/i', locale })
  return container
}

describe('ItemShops', () => {
  it('lists each shop with a link to the item there, the supplier’s own marked, and its pages', async () => {
    const page = await render(SHOPS)
    expect(page.querySelector('h3')?.textContent).toBe('Dónde comprarlo')
    const names = [...page.querySelectorAll('li')].map((li) =>
      [...li.querySelectorAll('span')].map((span) => span.textContent),
    )
    expect(names).toEqual([['Franquicia Centro', 'Tienda del proveedor'], ['Tienda Demo']])
    const buy = [...page.querySelectorAll('li a')].map((a) => [textOf(a), a.getAttribute('href')])
    expect(buy).toEqual([
      ['Comprar en Franquicia Centro', '/franquicia-centro/productos/u/i'],
      ['Comprar en Tienda Demo', '/demo/productos/u/i'],
    ])
    // The photo is decoration beside the shop's name.
    expect(page.querySelector('img')?.getAttribute('alt')).toBe('')
    const nav = page.querySelector('nav[aria-label="Más tiendas que lo venden"]')!
    expect([...nav.querySelectorAll('a')].map((a) => [textOf(a), a.getAttribute('href')])).toEqual([
      ['Tiendas anteriores', '/products/i'],
      ['Más tiendas', '/products/i?tiendas=3'],
    ])
    // Nothing to submit: links only, the same with or without JavaScript.
    expect(page.querySelector('form, button, input')).toBeNull()
  })

  it('says so when no shop sells the item, with a way on to the marketplace', async () => {
    const page = await render({ shops: [], total: 0, previous: null, next: null })
    expect(textOf(page.querySelector('p')!)).toBe(
      'Por ahora ninguna tienda vende este artículo. Ver otros artículos',
    )
    expect(page.querySelector('a')?.getAttribute('href')).toBe('/marketplace')
    expect(page.querySelector('ul, nav')).toBeNull()
  })

  it('speaks English and Argentine Spanish', async () => {
    const en = await render({ ...SHOPS, previous: null, next: null }, 'en')
    expect(textOf(en)).toContain('Where to buy')
    expect(textOf(en)).toContain('Buy at Tienda Demo')
    expect(textOf(en)).toContain('The supplier’s own shop')
    expect(en.querySelector('nav')).toBeNull()
    document.body.innerHTML = ''
    const ar = await render(SHOPS, 'es-AR')
    expect(textOf(ar)).toContain('Elegí una tienda')
  })
})

describe('shopBase', () => {
  it('is the shop’s own domain when it has one, else its path on this host', () => {
    expect(shopBase({ slug: 'demo', canonical_url: null })).toBe('/demo')
    expect(shopBase({ slug: 'demo', canonical_url: ' ' })).toBe('/demo')
    expect(shopBase({ slug: 'demo', canonical_url: 'tienda.example' })).toBe('https://tienda.example')
    expect(shopBase({ slug: 'demo', canonical_url: 'http://tienda.example/x' })).toBe('http://tienda.example')
    expect(shopBase({ slug: 'demo', canonical_url: 'https://a b' })).toBe('/demo')
  })
})
