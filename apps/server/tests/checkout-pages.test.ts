import { describe, expect, it } from 'vitest'
import { shopItems, supplierSettings } from '../src/modules/resale/resale.tables.ts'
import { type PaymentProvider, PaymentProviderError } from '../src/platform/payments/provider.ts'
import { createItem } from './factories/items.ts'
import { createShop } from './factories/shops.ts'
import { createUser, loginAs } from './factories/users.ts'
import { createTestApp } from './helpers/test-app.ts'

/**
 * The checkout pages through the real server (002 §2, §4, §5, §8; decisions 041, 049): who may open
 * them, buy now making a checkout, every step a form post without JavaScript, the incomplete parts and
 * the pay button, a failed payment's message, other people's checkouts as 404, and a supplier that
 * is not configured. The app's only payment provider takes cards and store payments and cannot be
 * reached (every charge fails `payment_setup_failed`), and there is no carrier (the fixed-cost
 * delivery of the supplier's settings is the option).
 */
const unreachable: PaymentProvider = {
  name: 'unreachable',
  types: ['card', 'store'],
  charge: async () => {
    throw new PaymentProviderError('invalid_request')
  },
  retrieve: async () => {
    throw new PaymentProviderError('unknown_charge')
  },
  findByAttempt: async () => null,
  refund: async () => {
    throw new PaymentProviderError('unknown_charge')
  },
}
// Without the sandbox gateway (SANDBOX_PAYMENTS=0): only the unreachable provider takes payments.
const { app, database } = await createTestApp({
  web: true,
  env: { SANDBOX_PAYMENTS: '0' },
  payments: unreachable,
})
const db = database.db
const owner = await createUser(db, { email: 'vende@example.test', name: 'Vendedora' })
const shop = await createShop(db, owner.id, { slug: 'tienda-compra', name: 'Tienda Compra' })
await db.insert(supplierSettings).values({
  userId: owner.id,
  isConfigured: true,
  enabledPaymentTypes: ['card', 'store'],
  fixedShippingCost: 9_900,
  fixedShippingDays: 3,
})
const mug = await createItem(db, owner.id, { name: 'Taza de barro', listPrice: 25_000, available: 10 })
const loose = await createUser(db, { email: 'sin-config@example.test' })
const looseItem = await createItem(db, loose.id, { name: 'Sin configurar', listPrice: 5_000 })
// The shop resells it (decision 041), so buying it now reaches the supplier's missing set-up.
await db.insert(shopItems).values({ shopId: shop.id, itemId: looseItem.id })
await createUser(db, { email: 'compra@example.test', name: 'Compradora' })
await createUser(db, { email: 'otra@example.test', name: 'Otra' })
const cookie = await loginAs(app, 'compra@example.test')
const otherCookie = await loginAs(app, 'otra@example.test')

const base = `/${shop.slug}`
const shown = (html: string) => html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '')
const get = (url: string, as = cookie) => app.inject({ url, headers: { cookie: as } })

function post(url: string, fields: Record<string, string>, as = cookie) {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { cookie: as, 'content-type': 'application/x-www-form-urlencoded' },
  })
}

/** Buy now of the mug: the page makes the checkout and redirects to it. */
async function buyNow(quantity = 2) {
  const start = await get(`${base}/comprar-articulo/${owner.id}/${mug.id}?cantidad=${quantity}`)
  expect(start.statusCode, start.body).toBe(302)
  const location = String(start.headers.location)
  expect(location).toMatch(
    new RegExp(`^${base}/comprar-articulo/${owner.id}/${mug.id}\\?cantidad=${quantity}&compra=`),
  )
  return location
}

/** The store payment's pay button (the one that works without JavaScript). */
/** The payment methods' own pay button (store and every other method but the card; decision 064). */
function storeButton(html: string) {
  const button = html.match(/<button type="submit"([^>]*data-pay-method=""[^>]*)>([^<]*)<\/button>/)
  return button ? { disabled: button[1]!.includes('disabled=""'), text: button[2] } : null
}

const incompleteSections = (html: string) =>
  [...html.matchAll(/<section[^>]*data-incomplete="true"[^>]*>\s*<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1])

describe('who may open the checkout', () => {
  it('sends an anonymous visitor to the guest sign-in with the checkout as next', async () => {
    const response = await app.inject(`${base}/comprar?proveedor=${owner.id}`)
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe(
      `${base}/comprar/invitado?next=${encodeURIComponent(`${base}/comprar?proveedor=${owner.id}`)}`,
    )
  })

  it('shows another person’s checkout and paid page as the 404 page', async () => {
    const page = await buyNow()
    const id = new URL(page, 'http://x').searchParams.get('compra')!
    const theirs = await get(page, otherCookie)
    expect(theirs.statusCode).toBe(404)
    expect(shown(theirs.body)).toContain('Página no encontrada!')
    const paid = await get(`${base}/pagado/${id}`, otherCookie)
    expect(paid.statusCode).toBe(404)
    expect(shown(paid.body)).not.toContain('Taza de barro')
  })

  it('says the purchase cannot be made when the supplier is not configured', async () => {
    const response = await get(`${base}/comprar-articulo/${loose.id}/${looseItem.id}`)
    expect(response.statusCode).toBe(409)
    expect(shown(response.body)).toContain('La compra no se puede realizar en este momento')
  })
})

describe('buy now, step by step without JavaScript', () => {
  it('shows the item, the countdown, the missing parts in red and a disabled pay button', async () => {
    const page = await buyNow(2)
    const response = await get(page)
    expect(response.statusCode).toBe(200)
    const html = shown(response.body)
    expect(html).toContain('<h1 class="font-bold text-2xl">Comprar ahora</h1>')
    expect(html).toContain('Taza de barro')
    expect(html).toContain('Cantidad: 2')
    expect(html).toContain('$500.00')
    expect(html).toMatch(/Tiempo para completar la compra: 1[45]:\d\d/)
    // The contact starts as the customer's own email; the address and the delivery are missing.
    expect(html).toMatch(/id="checkout-email"[^>]*value="compra@example.test"/)
    expect(incompleteSections(html)).toEqual(['Dirección de entrega', 'Método de entrega'])
    expect(html).toContain('Completa los campos marcados en rojo para poder pagar.')
    expect(storeButton(html)).toEqual({ disabled: true, text: 'Pagar $500.00' })
  })

  it('buys now from the item page: its Buy now button sends the add-to-cart fields to the checkout', async () => {
    const item = shown((await get(`${base}/productos/${owner.id}/${mug.id}`)).body)
    const action = `${base}/comprar-articulo/${owner.id}/${mug.id}`
    const button = item.match(/<button [^>]*name="buy_now"[^>]*>([^<]*)<\/button>/)
    expect(button?.[1]).toBe('Comprar ahora')
    expect(button?.[0]).toContain(`formAction="${action}"`)
    expect(button?.[0]).toContain('formMethod="get"')
    // What the browser sends for that button: the form's own fields, as a query.
    const start = await get(`${action}?item_id=${mug.id}&quantity=3&buy_now=1`)
    expect(start.statusCode, start.body).toBe(302)
    const page = await get(String(start.headers.location))
    expect(page.statusCode).toBe(200)
    expect(shown(page.body)).toContain('Cantidad: 3')
  })

  it('takes contact, address and delivery as form posts, then enables paying', async () => {
    const page = await buyNow(1)
    const contact = await post(page, { intent: 'contact', email: 'compra@example.test', phone: '' })
    expect(contact.statusCode, contact.body).toBe(302)
    expect(contact.headers.location).toBe(page)
    const address = await post(page, {
      intent: 'address',
      recipient: 'Compradora',
      street: 'Av. Reforma',
      exterior_number: '222',
      postcode: '06600',
      city: 'Ciudad de México',
      province_code: 'CMX',
      phone: '+52 55 1234 5678',
    })
    expect(address.statusCode, address.body).toBe(302)
    let html = shown((await get(page)).body)
    expect(incompleteSections(html)).toEqual(['Método de entrega'])
    expect(html).toContain('Compradora, Av. Reforma 222, 06600 Ciudad de México, Ciudad de México')
    expect(html).toContain('Envío con costo fijo')
    expect(html).toContain('$99.00')
    const delivery = await post(page, {
      intent: 'delivery',
      supplier_id: owner.id,
      option: 'fixed_delivery|',
    })
    expect(delivery.statusCode, delivery.body).toBe(302)
    html = shown((await get(page)).body)
    expect(incompleteSections(html)).toEqual([])
    // 250.00 of the mug and 99.00 of shipping.
    expect(storeButton(html)).toEqual({ disabled: false, text: 'Pagar $349.00' })

    // The provider cannot be reached: the charge fails and the page says so (002 §8).
    const key = html.match(/name="idempotency_key" value="([^"]+)"/)![1]!
    const paid = await post(page, {
      intent: 'pay',
      payment_type: 'store',
      idempotency_key: key,
      expected_amount: '34900',
      expected_currency: 'MXN',
    })
    expect(paid.statusCode).toBe(503)
    expect(shown(paid.body)).toContain('No fue posible preparar el pago. Inténtalo más tarde.')
    // The next read gives a new attempt key.
    const again = shown((await get(page)).body)
    expect(again.match(/name="idempotency_key" value="([^"]+)"/)![1]).not.toBe(key)
  })

  it('shows a step’s failure with the fields’ messages', async () => {
    const page = await buyNow(1)
    const response = await post(page, { intent: 'contact', email: 'no-es-correo' })
    expect(response.statusCode).toBe(400)
    const html = shown(response.body)
    expect(html).toContain('role="alert"')
    expect(html).toMatch(/id="checkout-email"[^>]*aria-invalid="true"/)
  })

  it('restarting the purchase goes to the address without the checkout, which starts a new one', async () => {
    const page = await buyNow(1)
    const restart = await post(page, { intent: 'restart' })
    expect(restart.statusCode).toBe(302)
    expect(restart.headers.location).toBe(`${base}/comprar-articulo/${owner.id}/${mug.id}?cantidad=1`)
  })
})
