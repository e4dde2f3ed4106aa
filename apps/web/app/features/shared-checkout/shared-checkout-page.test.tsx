// @vitest-environment jsdom
import type { SharedCheckoutView } from '@tianguis/core/contracts/shared-checkout'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { translatorFrom } from '../../i18n/format'
import { MESSAGES } from '../../i18n/translate'
import { click, mountPage, textOf } from '../../test-support/dom'
import { ShareSection } from './share-section'
import { pageShared } from './shared-checkout.server'
import { SharedCheckoutPage, type SharedViewer } from './shared-checkout-page'

/**
 * The shared checkout's page (decision 054): what the loader makes of the API's view (money and
 * warnings worded on the server), what a visitor and a signed-in viewer are offered, and the
 * checkout page's share section.
 */
const t = translatorFrom([MESSAGES['es-MX']])

function product(overrides: Record<string, unknown> = {}) {
  return {
    line_id: '0',
    id: 'itm_jarro',
    name: 'Jarro',
    photo: '/static/demo/jarro.svg',
    description: '',
    amount: 24_000,
    available: 5,
    stock_type: 'onstock' as const,
    disabled: false,
    max_purchase_amount: null,
    total: 48_000,
    currency: 'MXN',
    variants: { Color: 'Negro' },
    quantity: 2,
    unavailable: null,
    url: '/demo/productos/usr_ana/itm_jarro',
    ...overrides,
  }
}

function viewOf(overrides: Partial<SharedCheckoutView> = {}, products = [product()]): SharedCheckoutView {
  return {
    public_slug: 'regalo-de-carla',
    shop: { slug: 'demo', name: 'Tienda Demo' },
    link_expires_at: '2027-03-05T18:00:00Z',
    cart: {
      id: null,
      orders: [
        {
          supplier: { id: 'usr_ana', name: 'Ana Artesana', slug: null },
          dssupplier: null,
          currency: 'MXN',
          total: 48_000,
          amount: 2,
          is_configured: true,
          aggregated: [{ dssupplier: null, total: 48_000, amount: 2, products }],
          supplier_info: { enabled_payment_types: ['card'] },
          dssupplier_info: null,
        },
      ],
      totals: [{ amount: 48_000, currency: 'MXN' }],
      count: 2,
      warnings: [],
    },
    price_changes: [],
    gone: [],
    ...overrides,
  }
}

async function render(view: SharedCheckoutView, viewer: SharedViewer) {
  const shared = pageShared(view, '/demo', 'es-MX', t)
  return mountPage(() => <SharedCheckoutPage shared={shared} viewer={viewer} titleAs="h2" />)
}

let mounted: { unmount: () => void } | null = null
afterEach(() => {
  mounted?.unmount()
  mounted = null
})

describe('the shared checkout page', () => {
  it('words the view on the server: money in the locale, a lowered line’s warning on its line', () => {
    const shared = pageShared(
      viewOf(
        {
          cart: {
            ...viewOf().cart,
            warnings: [{ code: 'insufficient_stock', params: { quantity: 2 }, line_id: '0' }],
          },
          price_changes: [
            {
              item_id: 'itm_jarro',
              name: 'Jarro',
              shared_price: { amount: 20_000, currency: 'MXN' },
              price: { amount: 24_000, currency: 'MXN' },
            },
          ],
        },
        [product()],
      ),
      '/demo',
      'es-MX',
      t,
    )
    expect(shared.expiresOn).toBe('5 de marzo de 2027')
    expect(shared.totals).toEqual(['$480.00'])
    expect(shared.orders[0]!.lines[0]).toMatchObject({
      variants: 'Color: Negro',
      unitPrice: '$240.00',
      total: '$480.00',
      warning: 'No hay existencias suficientes: la cantidad cambió a 2.',
    })
    expect(shared.priceChanges).toEqual([{ name: 'Jarro', was: '$200.00', now: '$240.00' }])
    expect(shared.startHref).toBe('/demo/comprar?compartido=regalo-de-carla')
    expect(shared.guestHref).toBe(`/demo/comprar/invitado?next=${encodeURIComponent(shared.startHref)}`)
    expect(shared.loginHref).toBe(`/demo/login?next=${encodeURIComponent(shared.startHref)}`)
    expect(shared.buyable).toBe(true)
  })

  it('offers a visitor the guest door and signing in, and says prices moved', async () => {
    mounted = await render(
      viewOf({
        price_changes: [
          {
            item_id: 'itm_jarro',
            name: 'Jarro',
            shared_price: { amount: 20_000, currency: 'MXN' },
            price: { amount: 24_000, currency: 'MXN' },
          },
        ],
        gone: [{ name: 'Maceta', quantity: 1 }],
      }),
      'anonymous',
    )
    const page = document.body
    expect(textOf(page)).toContain('Alguien preparó esta compra en Tienda Demo')
    expect(textOf(page)).toContain('El enlace vence el 5 de marzo de 2027.')
    expect(textOf(page)).toContain('Jarro: antes $200.00, ahora $240.00')
    expect(textOf(page)).toContain('Maceta (1)')
    expect(textOf(page)).toContain('Vendido por Ana Artesana')
    const guest = [...page.querySelectorAll('a')].find((a) => a.textContent === 'Comprar como invitado')!
    expect(guest.getAttribute('href')).toBe(
      `/demo/comprar/invitado?next=${encodeURIComponent('/demo/comprar?compartido=regalo-de-carla')}`,
    )
    const login = [...page.querySelectorAll('a')].find((a) => a.textContent === 'Inicia sesión')!
    expect(login.getAttribute('href')).toContain('/demo/login?next=')
    expect([...page.querySelectorAll('a')].some((a) => a.textContent === 'Comprar estos artículos')).toBe(
      false,
    )
  })

  it('lets a signed-in viewer buy at once, and flags what cannot be bought', async () => {
    mounted = await render(
      viewOf({}, [
        product(),
        product({ line_id: '1', id: 'itm_vela', name: 'Vela', unavailable: 'out_of_stock' }),
      ]),
      'signed-in',
    )
    const buy = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Comprar estos artículos')!
    expect(buy.getAttribute('href')).toBe('/demo/comprar?compartido=regalo-de-carla')
    const lines = document.querySelectorAll('[data-shared-line]')
    expect(lines).toHaveLength(2)
    expect(textOf(lines[1]!)).toContain('Agotado: no se incluirá en tu compra.')
    expect(document.querySelector('[data-shared-total]')?.textContent).toBe('$480.00')
  })

  it('offers no way to buy when nothing can be bought', async () => {
    const unbuyable = viewOf({}, [product({ unavailable: 'unavailable_for_sale' })])
    mounted = await render(
      { ...unbuyable, cart: { ...unbuyable.cart, totals: [{ amount: 0, currency: 'MXN' }] } },
      'anonymous',
    )
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Ninguno de estos artículos se puede comprar ahora.',
    )
    expect([...document.querySelectorAll('a')].some((a) => a.textContent === 'Comprar como invitado')).toBe(
      false,
    )
  })
})

describe('the checkout page’s share section', () => {
  it('makes the link with a form, then shows it and copies it', async () => {
    mounted = await mountPage(() => <ShareSection share={null} />)
    const form = document.querySelector('form')!
    expect(form.getAttribute('method')).toBe('post')
    expect((form.querySelector('input[name="intent"]') as HTMLInputElement).value).toBe('share')
    mounted.unmount()

    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const url = 'http://localhost:3000/demo/comprar/compartido/regalo-de-carla'
    mounted = await mountPage(() => <ShareSection share={{ url, expiresOn: '5 de marzo de 2027' }} />)
    expect((document.querySelector('#share-link') as HTMLInputElement).value).toBe(url)
    expect(textOf(document.body)).toContain('Vence el 5 de marzo de 2027.')
    const copy = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Copiar enlace')!
    await click(copy)
    await act(async () => undefined)
    expect(writeText).toHaveBeenCalledWith(url)
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Enlace copiado')
  })
})
