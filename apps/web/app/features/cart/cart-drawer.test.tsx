// @vitest-environment jsdom
import type { CartOrder, CartProduct, CartView } from '@tianguis/core/contracts/cart'
import { act } from 'react'
import { createRoutesStub, Outlet, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MESSAGES } from '../../i18n/translate'
import { click, mount, textOf, typeInto } from '../../test-support/dom'
import { CartButton } from './cart-button'
import { resetCartState } from './cart-state'
import { addLocalLine, LOCAL_CART_KEY, localLines } from './local-cart'

/**
 * The cart drawer and its steppers in a browser (002 §2, §4, §5; decision 044): the cart
 * button's count, the drawer's states (loading, empty, listing), the orders grouped per supplier
 * and dssupplier, the quantity stepper's rules, the pay button, and an anonymous visitor's local
 * cart priced by the preview route. The API is a fake `fetch` answering like decision 041's routes.
 */

function product(over: Partial<CartProduct> = {}): CartProduct {
  return {
    line_id: 'lin_1',
    id: 'itm_1',
    name: 'Canasta tejida',
    photo: '/static/test/canasta.svg',
    description: '',
    amount: 45_000,
    available: 5,
    stock_type: 'onstock',
    disabled: false,
    max_purchase_amount: null,
    total: 45_000,
    currency: 'MXN',
    variants: { Color: 'Natural' },
    quantity: 1,
    unavailable: null,
    url: '/demo/productos/usr_1/itm_1',
    ...over,
  }
}

function order(over: Partial<CartOrder> & { products?: CartProduct[] } = {}): CartOrder {
  const { products = [product()], ...rest } = over
  const total = products.filter((p) => !p.unavailable).reduce((sum, p) => sum + p.total, 0)
  return {
    supplier: { id: 'usr_1', name: 'Artesanas del Sur', slug: 'artesanas' },
    dssupplier: null,
    currency: 'MXN',
    total,
    amount: products.filter((p) => !p.unavailable).reduce((sum, p) => sum + p.quantity, 0),
    is_configured: true,
    aggregated: [{ dssupplier: null, total, amount: 1, products }],
    supplier_info: { enabled_payment_types: ['card'] },
    dssupplier_info: null,
    ...rest,
  }
}

function view(orders: CartOrder[]): CartView {
  return {
    id: orders.length ? 'crt_1' : null,
    orders,
    totals: [],
    count: orders.reduce((sum, o) => sum + o.amount, 0),
    warnings: [],
  }
}

interface Call {
  method: string
  path: string
  body: unknown
}
let calls: Call[] = []
/** The fake API: `answer(call)` gives the JSON and status; a Promise holds the answer back. */
let answer: (call: Call) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>

beforeEach(() => {
  calls = []
  resetCartState()
  localStorage.clear()
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        path: input,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      }
      calls.push(call)
      const { status = 200, body } = await answer(call)
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    }),
  )
})
let unmount: (() => void) | null = null
afterEach(() => {
  unmount?.()
  unmount = null
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

function Where() {
  const location = useLocation()
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>
}

/** The shop's frame as far as the cart goes: the cart button, and where the page is. */
async function mountFrame({
  anonymous = false,
  guest = false,
  path = '/demo',
}: {
  anonymous?: boolean
  guest?: boolean
  path?: string
} = {}) {
  function Frame() {
    return (
      <>
        <CartButton
          slug="demo"
          base="/demo"
          viewer={anonymous ? 'anonymous' : guest ? 'guest' : 'customer'}
        />
        <Where />
        <Outlet />
      </>
    )
  }
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale: 'es-MX', year: 2030, messages: MESSAGES['es-MX'] }),
      Component: Outlet,
      children: [{ path: '*', Component: Frame }],
    },
  ])
  const mounted = await mount(<Stub initialEntries={[path]} />)
  unmount = mounted.unmount
  await flush()
  return mounted
}

/** Lets promises, lazy imports and React's updates settle. */
async function flush(times = 5) {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
  }
}

const button = () => document.querySelector('a[href="/demo/carrito"]') as HTMLAnchorElement
const dialog = () => document.querySelector('[role="dialog"]')
const drawerShown = () => {
  const frame = dialog()?.parentElement
  return frame !== null && frame !== undefined && !frame.hidden
}
const drawerText = () => textOf(dialog()!)
const byLabel = (label: string) => document.querySelector(`[aria-label="${label}"]`) as HTMLButtonElement

/** Waits (up to 2 s) for what a dynamic import brings. */
async function until(done: () => boolean) {
  for (let i = 0; i < 100 && !done(); i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
  }
  await flush(10)
}

async function openDrawer() {
  await click(button())
  // The drawer's code loads the first time (a dynamic import).
  await until(() => dialog() !== null)
}

describe('the cart button (002 §4)', () => {
  it('shows a signed-in customer’s count from GET …/cart/count once the page runs', async () => {
    answer = (call) => (call.path.endsWith('/cart/count') ? { body: { count: 3 } } : { body: view([]) })
    await mountFrame()
    // The signed-in count comes with the signed-in parts of the frame (a dynamic import).
    await until(() => calls.length > 0)
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/v1/shops/demo/cart/count'])
    expect(textOf(button())).toBe('Carrito: 3 artículos3')
  })

  it('counts an anonymous visitor’s units from local storage, asking the server nothing', async () => {
    addLocalLine('demo', { item_id: 'itm_1', quantity: 2, variants: {} })
    addLocalLine('demo', { item_id: 'itm_2', quantity: 1, variants: {} })
    addLocalLine('otra', { item_id: 'itm_9', quantity: 7, variants: {} })
    answer = () => ({ body: view([]) })
    await mountFrame({ anonymous: true })
    expect(calls).toEqual([])
    expect(textOf(button())).toBe('Carrito: 3 artículos3')
  })

  it('moves a signed-in customer’s local cart with one bulk call and clears local storage', async () => {
    addLocalLine('demo', { item_id: 'itm_1', quantity: 2, variants: { Color: 'Añil' } })
    answer = () => ({ body: { ...view([order()]), count: 4 } })
    await mountFrame()
    await until(() => localStorage.getItem(LOCAL_CART_KEY) === null)
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/v1/shops/demo/cart/bulk',
        body: { lines: [{ item_id: 'itm_1', quantity: 2, variants: { Color: 'Añil' } }] },
      },
    ])
    expect(localStorage.getItem(LOCAL_CART_KEY)).toBeNull()
    expect(textOf(button())).toContain('Carrito: 4 artículos')
  })

  it('does nothing on a checkout page (paths with comprar)', async () => {
    answer = () => ({ body: { count: 1 } })
    // The browser's address (the router's is the same in a real page).
    history.replaceState(null, '', '/demo/comprar?proveedor=usr_1')
    await mountFrame({ path: '/demo/comprar?proveedor=usr_1' })
    await click(button())
    await flush()
    expect(dialog()).toBeNull()
    expect(textOf(document.querySelector('[data-testid="where"]')!)).toBe('/demo/comprar?proveedor=usr_1')
    history.replaceState(null, '', '/')
  })
})

describe('the cart drawer (002 §2, §4)', () => {
  it('loads when opened: loading, then the orders per supplier and dssupplier with their subtotals', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const second = order({
      supplier: { id: 'usr_2', name: 'Café de Altura', slug: null },
      aggregated: [],
    })
    second.aggregated = [
      {
        dssupplier: { id: 'usr_3', name: 'Distribuidora Norte', slug: 'norte' },
        total: 24_000,
        amount: 2,
        products: [
          product({
            line_id: 'lin_2',
            id: 'itm_2',
            name: 'Café molido',
            amount: 12_000,
            total: 24_000,
            quantity: 2,
            variants: {},
          }),
        ],
      },
    ]
    second.total = 24_000
    answer = async (call) => {
      if (call.path.endsWith('/count')) return { body: { count: 3 } }
      await held
      return { body: view([order(), second]) }
    }
    await mountFrame()
    await openDrawer()
    expect(drawerShown()).toBe(true)
    expect(drawerText()).toContain('Cargando tu carrito…')
    release()
    await flush()
    const sections = [...dialog()!.querySelectorAll('section')]
    expect(sections.map((s) => s.querySelector('h3')?.textContent)).toEqual([
      'Vendido por Artesanas del Sur',
      'Vendido por Café de Altura',
    ])
    expect(textOf(sections[0]!)).toContain('Canasta tejida')
    expect(textOf(sections[0]!)).toContain('Color: Natural')
    expect(textOf(sections[0]!)).toContain('$450.00 c/u')
    expect(textOf(sections[0]!.querySelector('[data-subtotal]')!)).toBe('$450.00')
    expect(textOf(sections[1]!)).toContain('Distribuido por Distribuidora Norte')
    expect(textOf(sections[1]!)).toContain('Café molido')
    expect(textOf(sections[1]!.querySelector('[data-subtotal]')!)).toBe('$240.00')
    const thumb = sections[0]!.querySelector('img')!
    expect(thumb.className).toContain('h-[50px] w-[50px]')
    expect(thumb.className).toContain('sm:h-[70px] sm:w-[70px]')
    // Signed-in customers can share and copy the cart's link.
    expect(drawerText()).toContain('Compartir carrito')
    expect(drawerText()).toContain('Copiar enlace del carrito')
    // And open their purchases (002 §2; decision 080).
    const purchases = [...dialog()!.querySelectorAll('a')].find((a) => a.textContent === 'Mis compras')
    expect(purchases?.getAttribute('href')).toBe('/demo/mis-compras')
  })

  it('offers no share or copy link to a guest (signed in by a code)', async () => {
    answer = (call) => (call.path.endsWith('/count') ? { body: { count: 1 } } : { body: view([order()]) })
    await mountFrame({ guest: true })
    await openDrawer()
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /api/v1/shops/demo/cart')
    expect(drawerText()).toContain('Canasta tejida')
    expect(drawerText()).not.toContain('Compartir carrito')
    expect(drawerText()).not.toContain('Copiar enlace del carrito')
  })

  it('shows the empty cart with keep buying, which closes the drawer', async () => {
    answer = (call) => (call.path.endsWith('/count') ? { body: { count: 0 } } : { body: view([]) })
    await mountFrame()
    await openDrawer()
    expect(drawerText()).toContain('Tu carrito está vacío.')
    const keep = [...dialog()!.querySelectorAll('a')].find((a) => a.textContent === 'Seguir comprando')!
    expect(keep.getAttribute('href')).toBe('/demo')
    const purchases = [...dialog()!.querySelectorAll('a')].find((a) => a.textContent === 'Mis compras')
    expect(purchases?.getAttribute('href')).toBe('/demo/mis-compras')
    await click(keep)
    expect(drawerShown()).toBe(false)
  })

  it('toggles on the button and asks again only once 500 ms have passed since it closed', async () => {
    answer = (call) => (call.path.endsWith('/count') ? { body: { count: 1 } } : { body: view([order()]) })
    await mountFrame()
    await openDrawer()
    const gets = () => calls.filter((c) => c.path === '/api/v1/shops/demo/cart').length
    expect(gets()).toBe(1)
    await click(button())
    expect(drawerShown()).toBe(false)
    await openDrawer()
    expect(gets()).toBe(1)
    await click(button())
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 550))
    })
    await openDrawer()
    expect(gets()).toBe(2)
  })

  it('closes when a link in it leads to another page (the item’s page)', async () => {
    answer = (call) => (call.path.endsWith('/count') ? { body: { count: 1 } } : { body: view([order()]) })
    await mountFrame()
    await openDrawer()
    await click(dialog()!.querySelector('a[href="/demo/productos/usr_1/itm_1"]')!)
    await flush()
    expect(textOf(document.querySelector('[data-testid="where"]')!)).toBe('/demo/productos/usr_1/itm_1')
    expect(drawerShown()).toBe(false)
  })

  it('flags unavailable lines and says when a supplier cannot sell yet instead of a pay button', async () => {
    answer = (call) =>
      call.path.endsWith('/count')
        ? { body: { count: 0 } }
        : {
            body: view([
              order({
                is_configured: false,
                products: [
                  product({ unavailable: 'out_of_stock', available: 0 }),
                  product({
                    line_id: 'lin_2',
                    id: 'itm_2',
                    name: 'Jarro',
                    disabled: true,
                    unavailable: 'unavailable_for_sale',
                  }),
                ],
              }),
            ]),
          }
    await mountFrame()
    await openDrawer()
    expect(drawerText()).toContain('Producto agotado.')
    expect(drawerText()).toContain('Producto temporalmente no disponible para la venta.')
    expect(drawerText()).toContain('La compra no se puede realizar en este momento')
    expect([...dialog()!.querySelectorAll('button')].some((b) => b.textContent === 'Pagar')).toBe(false)
    expect(byLabel('Agregar uno de Canasta tejida').disabled).toBe(true)
    expect(byLabel('Cantidad de Canasta tejida').hasAttribute('disabled')).toBe(true)
  })

  it('pays one supplier order at {base}/comprar?proveedor=… and closes the drawer', async () => {
    answer = (call) => (call.path.endsWith('/count') ? { body: { count: 1 } } : { body: view([order()]) })
    await mountFrame()
    await openDrawer()
    const pay = [...dialog()!.querySelectorAll('button')].find((b) => b.textContent === 'Pagar')!
    expect(pay.disabled).toBe(false)
    await click(pay)
    await flush()
    expect(textOf(document.querySelector('[data-testid="where"]')!)).toBe('/demo/comprar?proveedor=usr_1')
    expect(drawerShown()).toBe(false)
  })
})

describe('the quantity stepper (002 §5)', () => {
  async function drawerWith(p: CartProduct) {
    answer = (call) => {
      if (call.path.endsWith('/count')) return { body: { count: p.quantity } }
      if (call.method === 'PATCH') {
        const quantity = (call.body as { quantity: number }).quantity
        return { body: view([order({ products: [{ ...p, quantity, total: p.amount * quantity }] })]) }
      }
      return { body: view([order({ products: [p] })]) }
    }
    await mountFrame()
    await openDrawer()
  }
  const input = () => byLabel('Cantidad de Canasta tejida') as unknown as HTMLInputElement

  it('disables minus at 1, steps up through the API, and disables every control during the update', async () => {
    await drawerWith(product())
    expect(byLabel('Quitar uno de Canasta tejida').disabled).toBe(true)
    expect(byLabel('Agregar uno de Canasta tejida').disabled).toBe(false)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const plain = answer
    answer = async (call) => {
      await held
      return plain(call)
    }
    await click(byLabel('Agregar uno de Canasta tejida'))
    expect(calls.at(-1)).toEqual({
      method: 'PATCH',
      path: '/api/v1/shops/demo/cart/lines/lin_1',
      body: { quantity: 2 },
    })
    expect(byLabel('Agregar uno de Canasta tejida').disabled).toBe(true)
    expect(byLabel('Quitar uno de Canasta tejida').disabled).toBe(true)
    expect(input().disabled).toBe(true)
    release()
    await flush()
    expect(input().value).toBe('2')
    expect(input().disabled).toBe(false)
    expect(byLabel('Quitar uno de Canasta tejida').disabled).toBe(false)
    expect(textOf(dialog()!.querySelector('[data-subtotal]')!)).toBe('$900.00')
  })

  it("blocks the keys '.', 'e' and '-' and ignores 0 and empty", async () => {
    await drawerWith(product({ quantity: 2, total: 90_000 }))
    const before = calls.length
    for (const key of ['.', 'e', '-', 'E', '+', ',']) {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
      input().dispatchEvent(event)
      expect(event.defaultPrevented, key).toBe(true)
    }
    const digit = new KeyboardEvent('keydown', { key: '3', bubbles: true, cancelable: true })
    input().dispatchEvent(digit)
    expect(digit.defaultPrevented).toBe(false)
    for (const typed of ['0', '']) {
      await typeInto(input(), typed)
      await act(async () => {
        input().dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
      })
      await flush(2)
      expect(input().value, `after '${typed}'`).toBe('2')
    }
    expect(calls.length).toBe(before)
  })

  it('lowers a typed quantity above the stock to the stock before asking the API', async () => {
    await drawerWith(product({ available: 4 }))
    await typeInto(input(), '12')
    await act(async () => {
      input().dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    })
    await flush()
    expect(calls.at(-1)).toEqual({
      method: 'PATCH',
      path: '/api/v1/shops/demo/cart/lines/lin_1',
      body: { quantity: 4 },
    })
    expect(input().value).toBe('4')
  })

  it('deletes a line through the API and shows the cart the API answers', async () => {
    await drawerWith(product())
    const plain = answer
    answer = (call) => (call.method === 'DELETE' ? { body: view([]) } : plain(call))
    await click(byLabel('Eliminar Canasta tejida del carrito'))
    await flush()
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/v1/shops/demo/cart/lines/lin_1' })
    expect(drawerText()).toContain('Tu carrito está vacío.')
  })
})

describe('an anonymous visitor’s drawer (002 §4, §6)', () => {
  it('prices the local cart with the preview route and changes it in local storage', async () => {
    addLocalLine('demo', { item_id: 'itm_1', quantity: 1, variants: { Color: 'Natural' } })
    answer = (call) => {
      const lines = (call.body as { lines: { quantity: number }[] }).lines
      const quantity = lines[0]!.quantity
      return {
        body: view([order({ products: [product({ line_id: null, quantity, total: 45_000 * quantity })] })]),
      }
    }
    await mountFrame({ anonymous: true })
    await openDrawer()
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/v1/shops/demo/cart/preview',
      body: { lines: [{ item_id: 'itm_1', quantity: 1, variants: { Color: 'Natural' } }] },
    })
    expect(drawerText()).toContain('Canasta tejida')
    // No share or copy link, and no purchases to open, for a visitor without an account.
    expect(drawerText()).not.toContain('Compartir carrito')
    expect(drawerText()).not.toContain('Mis compras')
    await click(byLabel('Agregar uno de Canasta tejida'))
    await flush()
    expect(localLines('demo')).toEqual([{ item_id: 'itm_1', quantity: 2, variants: { Color: 'Natural' } }])
    expect(calls.at(-1)?.body).toEqual({
      lines: [{ item_id: 'itm_1', quantity: 2, variants: { Color: 'Natural' } }],
    })
    expect(textOf(button())).toContain('Carrito: 2 artículos')
    await click(byLabel('Eliminar Canasta tejida del carrito'))
    await flush()
    expect(localLines('demo')).toEqual([])
    expect(drawerText()).toContain('Tu carrito está vacío.')
  })

  it('opens when an add makes the count rise', async () => {
    answer = () => ({ body: view([order({ products: [product({ line_id: null })] })]) })
    await mountFrame({ anonymous: true })
    expect(dialog()).toBeNull()
    const { addToCart } = await import('./add-to-cart')
    await act(async () => {
      await addToCart({
        slug: 'demo',
        anonymous: true,
        line: { item_id: 'itm_1', quantity: 1, variants: {} },
        locale: 'es-MX',
      })
    })
    await flush(10)
    expect(drawerShown()).toBe(true)
    expect(textOf(button())).toContain('Carrito: 1 artículo')
    expect(drawerText()).toContain('Canasta tejida')
  })
})
